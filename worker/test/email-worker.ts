import type { INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { JobsOptions } from 'bullmq';
import {
  composersByEvent,
  MAIL_COMPOSERS,
  MailComposer,
  type MailEventOf,
  OutgoingMail,
} from '../../backend/src/shared/mail/outgoing-mail';
import { defineEvent } from '../../backend/src/shared/outbox/domain-event';
import { mailComposersOf } from '../../backend/src/shared/queue/module-jobs';
import { EMAIL_BACKOFF, EMAIL_JOB_OPTIONS } from '../../backend/src/shared/queue/job-options';
import { WORKER_JOBS, WorkerModule } from '../src/worker.module';

export type TestMail = Pick<OutgoingMail, 'key' | 'to' | 'subject'>;

/** A test event whose data lists the e-mails it causes, so a test can queue any e-mail straight onto the e-mail queue. */
const TEST_MAIL_EVENT = defineEvent<{ mails: TestMail[] }>()('test.mails');
export const TEST_MAILS = TEST_MAIL_EVENT.type;

/** The composer of TEST_MAILS, beside the modules' own composers: the delivery path under test is the worker's own. */
class TestMailComposer implements MailComposer {
  static readonly events = [TEST_MAIL_EVENT] as const;

  async compose(event: MailEventOf<typeof TestMailComposer>): Promise<OutgoingMail[]> {
    return event.data.mails.map((mail) => ({ ...mail, text: `${mail.subject}.`, html: `<p>${mail.subject}.</p>` }));
  }
}

/** The worker (every processor, the outbox relay, the mailer) as the environment configures it, plus the test composer. */
export async function startEmailWorker(): Promise<INestApplicationContext> {
  const moduleRef = await Test.createTestingModule({ imports: [WorkerModule] })
    .overrideProvider(MAIL_COMPOSERS)
    .useFactory({
      factory: (...composers: MailComposer[]) =>
        composersByEvent([...mailComposersOf(WORKER_JOBS), TestMailComposer], [...composers, new TestMailComposer()]),
      inject: mailComposersOf(WORKER_JOBS),
    })
    .compile();
  return moduleRef.init();
}

/** The e-mail queue's own options with the first retry after `firstRetryMs` (the schedule's shape unchanged), for a test's pace. */
export function emailJobOptions(firstRetryMs: number, overrides: JobsOptions = {}): JobsOptions {
  return { ...EMAIL_JOB_OPTIONS, backoff: { type: EMAIL_BACKOFF, delay: firstRetryMs }, ...overrides };
}
