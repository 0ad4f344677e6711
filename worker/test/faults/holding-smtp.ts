import type { AddressInfo } from 'node:net';
import { ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server that can hold back its answer to the DATA of one message, so the sender is caught
 * mid-send. Like a real server, a message counts as received only once it is acknowledged: if the sender
 * dies while held, nothing was delivered.
 */
export class HoldingSmtpServer {
  readonly received: ParsedMail[] = [];
  /** Messages whose answer was held back (delivered later or never). */
  held = 0;
  /** Connection errors the server survived (ECONNRESET when a sender dies while held). */
  readonly connectionErrors: string[] = [];
  private hold?: { to: string; ms: number | 'forever' };
  private refuse?: string;
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      simpleParser(stream).then((mail) => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        if (this.refuse && to.includes(this.refuse)) {
          this.refuse = undefined;
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 })); // a temporary failure: the sender retries
          return;
        }
        const hold = this.hold;
        if (hold && to.includes(hold.to)) {
          this.hold = undefined;
          this.held += 1;
          if (hold.ms === 'forever') return; // the sender waits for an answer that never comes
          setTimeout(() => {
            this.received.push(mail);
            callback();
          }, hold.ms);
          return;
        }
        this.received.push(mail);
        callback();
      }, callback);
    },
  });

  constructor() {
    // A sender killed mid-send resets its connection; a real server logs that and carries on serving.
    this.server.on('error', (error: NodeJS.ErrnoException) => this.connectionErrors.push(error.code ?? error.message));
  }

  /** Holds the answer to the next message for `to` for `ms` milliseconds, or forever. */
  holdNext(to: string, ms: number | 'forever'): void {
    this.hold = { to: to.toLowerCase(), ms };
  }

  /** Answers the next message for `to` with a temporary failure (451), as a provider over its rate limit does. */
  refuseNext(to: string): void {
    this.refuse = to.toLowerCase();
  }

  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
