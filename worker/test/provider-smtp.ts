import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A self-signed certificate for 127.0.0.1, made for this run; its file is what SMTP_TLS_CA names. */
export class TestCertificate {
  readonly dir = mkdtempSync(join(tmpdir(), 'skyward-smtp-tls-'));
  readonly certFile = join(this.dir, 'cert.pem');
  readonly keyFile = join(this.dir, 'key.pem');

  constructor() {
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1',
      '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', this.keyFile, '-out', this.certFile,
    ], { stdio: 'ignore' }); // prettier-ignore
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** A message as the provider received it: the raw bytes (what a DKIM verifier reads), parsed, and how it came. */
export interface ProviderDelivery {
  raw: Buffer;
  mail: ParsedMail;
  user?: string;
  overTls: boolean;
}

/**
 * An SMTP server that behaves like a mail provider's submission port: TLS from the first byte (implicit, port 465
 * style) or STARTTLS, and AUTH required before any message, accepted only over TLS.
 */
export class ProviderSmtpServer {
  readonly received: ProviderDelivery[] = [];
  private readonly server: SMTPServer;

  constructor(options: { implicitTls: boolean; certificate: TestCertificate; user: string; password: string }) {
    this.server = new SMTPServer({
      secure: options.implicitTls,
      key: readFileSync(options.certificate.keyFile),
      cert: readFileSync(options.certificate.certFile),
      authMethods: ['PLAIN', 'LOGIN'],
      allowInsecureAuth: false,
      logger: false,
      onAuth: (auth, _session, callback) =>
        auth.username === options.user && auth.password === options.password
          ? callback(null, { user: auth.username })
          : callback(new Error('Invalid username or password')),
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          simpleParser(raw).then((mail) => {
            this.received.push({ raw, mail, user: session.user as string | undefined, overTls: session.secure });
            callback();
          }, callback);
        });
      },
    });
    // A client that refuses this server's certificate (a test does) closes the socket mid-handshake, and the server
    // reports that as an 'error' event; without a listener it would throw out of the test run, into whichever file is next.
    this.server.on('error', () => undefined);
  }

  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
