import type { INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { JobsOptions } from 'bullmq';
import { MAIL_COMPOSERS, MailComposer, OutgoingMail, QueuedEvent } from '../../backend/src/shared/mail/outgoing-mail';
import { EMAIL_BACKOFF, EMAIL_JOB_OPTIONS } from '../../backend/src/shared/queue/job-options';
import { MAIL_COMPOSER_CLASSES } from '../src/event-routes';
import { WorkerModule } from '../src/worker.module';

/** A test event whose data lists the e-mails it causes, so a test can queue any e-mail straight onto the e-mail queue. */
export const TEST_MAILS = 'test.mails';

export type TestMail = Pick<OutgoingMail, 'key' | 'to' | 'subject'>;

/** The composer of TEST_MAILS, beside the modules' own composers: the delivery path under test is the worker's own. */
class TestMailComposer implements MailComposer {
  readonly eventTypes = [TEST_MAILS];

  async compose(_eventType: string, event: QueuedEvent): Promise<OutgoingMail[]> {
    return (event.mails as TestMail[]).map((mail) => ({ ...mail, text: `${mail.subject}.`, html: `<p>${mail.subject}.</p>` }));
  }
}

/** The worker (every processor, the outbox relay, the mailer) as the environment configures it, plus the test composer. */
export async function startEmailWorker(): Promise<INestApplicationContext> {
  const moduleRef = await Test.createTestingModule({ imports: [WorkerModule] })
    .overrideProvider(MAIL_COMPOSERS)
    .useFactory({
      factory: (...composers: MailComposer[]) => [...composers, new TestMailComposer()],
      inject: [...MAIL_COMPOSER_CLASSES],
    })
    .compile();
  return moduleRef.init();
}

/** The e-mail queue's own options with the first retry after `firstRetryMs` (the schedule's shape unchanged), for a test's pace. */
export function emailJobOptions(firstRetryMs: number, overrides: JobsOptions = {}): JobsOptions {
  return { ...EMAIL_JOB_OPTIONS, backoff: { type: EMAIL_BACKOFF, delay: firstRetryMs }, ...overrides };
}
