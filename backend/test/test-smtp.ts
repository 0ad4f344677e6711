import type { AddressInfo } from 'node:net';
import { ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** An SMTP server that takes any message, without sign-in or TLS, and hands it to `onMail` parsed. */
export function parsingSmtpServer(onMail: (mail: ParsedMail) => unknown): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, _session, callback) => {
      simpleParser(stream)
        .then(onMail)
        .then(() => callback(), callback);
    },
  });
}

/** A real SMTP server in the test process; tests read what arrived. */
export class TestSmtpServer {
  readonly received: ParsedMail[] = [];
  private readonly server = parsingSmtpServer((mail) => this.received.push(mail));

  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Waits until `count` mails matching the filter arrived (or fails after the timeout). */
  async waitFor(filter: (mail: ParsedMail) => boolean, count = 1, timeoutMs = 10_000): Promise<ParsedMail[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const matching = this.received.filter(filter);
      if (matching.length >= count) return matching;
      if (Date.now() > deadline) throw new Error(`Expected ${count} e-mail(s), got ${matching.length}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
