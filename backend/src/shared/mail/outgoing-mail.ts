/** An e-mail ready to send. `key` makes delivery idempotent: a mail with a key already sent is skipped. */
export interface OutgoingMail {
  key: string;
  to: string;
  /** Staff notices: replying goes to the customer, not back to the shop's own address. */
  replyTo?: string;
  subject: string;
  /** Every e-mail has both parts: the plain text and the HTML on the shared branded layout (mail-layout.ts). */
  text: string;
  html: string;
  attachments?: { filename: string; content: string; contentType: string }[];
  /** Extra headers (List-Unsubscribe on newsletter-type mail). */
  headers?: Record<string, string>;
}

/** The data of a queued event: the outbox payload plus its event id and correlation id. */
export type QueuedEvent = Record<string, unknown> & { eventId: string; correlationId: string | null };

/** Builds the e-mails one kind of event causes. Each module provides composers for its own events. */
export interface MailComposer {
  readonly eventTypes: readonly string[];
  compose(eventType: string, event: QueuedEvent): Promise<OutgoingMail[]>;
}

/** A composer's class, which names its events too, so a process can route them before building anything. */
export interface MailComposerClass {
  new (...args: never[]): MailComposer;
  readonly eventTypes: readonly string[];
}

export const MAIL_COMPOSERS = Symbol('MAIL_COMPOSERS');
