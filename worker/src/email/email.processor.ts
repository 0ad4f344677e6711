import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { UseCls } from 'nestjs-cls';
import { MAIL_COMPOSERS, MailComposer, QueuedEvent } from '../../../backend/src/shared/mail/outgoing-mail';
import { emailBackoffStrategy } from '../../../backend/src/shared/queue/job-options';
import { QUEUE } from '../../../backend/src/shared/queue/queue-names';
import { TracedJob } from '../../../backend/src/shared/tracing/traced-job';
import { EmailDelivery } from './email-delivery';
import { emailJobsFailed } from './email-metrics';

/** E-mail jobs run at once (and SMTP connections kept open for them). */
export const EMAIL_CONCURRENCY = 8;

/** Turns events into e-mails through the composers of each module and sends each one once over SMTP. */
@Processor(QUEUE.email, {
  concurrency: EMAIL_CONCURRENCY,
  // The e-mail jobs' backoff (EMAIL_JOB_OPTIONS): retries stretch over a day, at most an hour apart.
  settings: { backoffStrategy: emailBackoffStrategy },
})
export class EmailProcessor extends WorkerHost {
  private readonly logger = new Logger(EmailProcessor.name);

  constructor(
    @Inject(MAIL_COMPOSERS) private readonly composers: MailComposer[],
    private readonly delivery: EmailDelivery,
  ) {
    super();
  }

  @TracedJob()
  @UseCls({ generateId: true, idGenerator: (job: Job<QueuedEvent>) => job.data.correlationId ?? job.id ?? '' })
  async process(job: Job<QueuedEvent>): Promise<{ sent: number; skipped: number }> {
    const composer = this.composers.find((candidate) => candidate.eventTypes.includes(job.name));
    if (!composer) throw new Error(`No e-mail composer for event ${job.name}`);
    const mails = await composer.compose(job.name, job.data);
    let sent = 0;
    for (const mail of mails) {
      if (await this.delivery.deliverOnce(mail, `job:${job.id}`)) sent += 1;
    }
    this.logger.log(
      { event: job.name, eventId: job.data.eventId, correlationId: job.data.correlationId, sent },
      'E-mails processed',
    );
    return { sent, skipped: mails.length - sent };
  }

  /**
   * Each failed attempt is a warning with its cause (the SMTP error, Postgres unreachable). The staff alert: a job
   * out of retries is logged under a stable event name and counted for the alert rule.
   */
  @OnWorkerEvent('failed')
  onFailed(job: Job<QueuedEvent> | undefined, error: Error): void {
    if (!job) return;
    if (job.attemptsMade < (job.opts.attempts ?? 1)) {
      this.logger.warn(
        {
          event: 'email.attempt_failed',
          job: job.name,
          jobId: job.id,
          attempt: job.attemptsMade,
          retryInMs: job.delay,
          error: error.message,
        },
        'E-mail attempt failed; retrying',
      );
      return;
    }
    emailJobsFailed.inc();
    this.logger.error(
      {
        event: 'email.job_failed',
        job: job.name,
        jobId: job.id,
        eventId: job.data.eventId,
        attempts: job.attemptsMade,
        err: error,
      },
      'E-mail job gave up after its last retry: its e-mails were not sent (retry it from the queue board)',
    );
  }
}
