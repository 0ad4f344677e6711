import type { AddressInfo } from 'node:net';
import { parsingSmtpServer } from '../../backend/test/test-smtp';

/** What the soak reads of an e-mail: its logical key, its Message-ID and whether it is a reminder. */
export interface ReceivedMail {
  key: string;
  messageId: string;
  reminder: boolean;
}

/**
 * The SMTP server the worker sends to. Unlike the suites' TestSmtpServer it outlives its clients' crashes: a worker
 * SIGKILLed mid-message resets its connection, which is the soak's business, not an error of the run.
 */
export class SoakMailSink {
  readonly received: ReceivedMail[] = [];
  resets = 0;
  private readonly server = parsingSmtpServer((mail) =>
    this.received.push({
      key: String(mail.headers.get('x-skyward-mail-key') ?? ''),
      messageId: mail.messageId ?? '',
      reminder: /^Reminder:/.test(mail.subject ?? ''),
    }),
  );

  async start(): Promise<number> {
    this.server.on('error', () => (this.resets += 1));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
