import type { AnyEventDefinition, EventJob } from '../outbox/domain-event';
import type { MailBrand } from './mail-brand';

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

/**
 * Builds the e-mails its events cause, each read as its definition's payload. Each module provides composers for its
 * own events, named on the class (`MailComposerClass`); the e-mail processor hands a composer only their jobs, with the
 * brand (the business's name, addresses and site) its e-mails are signed with.
 */
export interface MailComposer {
  compose(event: EventJob<AnyEventDefinition>, brand: MailBrand): Promise<OutgoingMail[]>;
}

/** A composer's class, which names its events, so a process can route them before building anything. */
export interface MailComposerClass {
  new (...args: never[]): MailComposer;
  readonly events: readonly AnyEventDefinition[];
}

/** The job a composer's `compose` is handed: one of the events its class names. */
export type MailEventOf<Composer extends Pick<MailComposerClass, 'events'>> = EventJob<Composer['events'][number]>;

/** Each event's composer (MAIL_COMPOSERS), from the composers' classes and their instances in the same order. */
export const composersByEvent = (classes: readonly MailComposerClass[], instances: readonly MailComposer[]): ReadonlyMap<string, MailComposer> =>
  new Map(classes.flatMap((composer, index) => composer.events.map((event) => [event.type, instances[index]] as const)));

export const MAIL_COMPOSERS = Symbol('MAIL_COMPOSERS');
