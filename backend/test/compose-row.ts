import type { MailComposer, OutgoingMail } from '../src/shared/mail/outgoing-mail';

/** An outbox row as a test reads it back: its id, its event's name and its payload (untyped JSON, as a job's data is). */
export interface OutboxRow {
  id: string;
  type: string;
  payload: object;
}

/**
 * The e-mails a composer builds for an outbox row, handed over as the e-mail processor hands it the relayed job: the
 * row's type as the job's name, its payload with the relay's ids as the data.
 */
export function composeRow(composer: MailComposer, row: OutboxRow): Promise<OutgoingMail[]> {
  return composer.compose({ name: row.type, data: { ...row.payload, eventId: row.id, correlationId: null } });
}
