import type { INestApplicationContext, Type } from '@nestjs/common';
import { AppConfig } from '../src/shared/config/app-config';
import { mailBrandOf } from '../src/shared/mail/mail-brand';
import type { MailComposer, OutgoingMail } from '../src/shared/mail/outgoing-mail';

/** An outbox row as a test reads it back: its id, its event's name and its payload (untyped JSON, as a job's data is). */
export interface OutboxRow {
  id: string;
  type: string;
  payload: object;
}

/**
 * The e-mails the app's composer builds for an outbox row, handed over as the e-mail processor hands it the relayed job:
 * the row's type as the job's name, its payload with the relay's ids as the data, and the brand of the app's configuration.
 */
export function composeRow(app: INestApplicationContext, composer: Type<MailComposer>, row: OutboxRow): Promise<OutgoingMail[]> {
  const job = { name: row.type, data: { ...row.payload, eventId: row.id, correlationId: null } };
  return app.get(composer).compose(job, mailBrandOf(app.get(AppConfig)));
}
