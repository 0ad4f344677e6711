import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { AppConfig } from '../../config/app-config';
import type { RelayedFields } from '../../outbox/domain-event';
import { type MailBrand, mailBrandOf } from '../mail-brand';
import { MAIL_COMPOSERS, MailComposer } from '../outgoing-mail';
import { emailBackoffStrategy } from '../../queue/job-options';
import { QUEUE } from '../../queue/queue-names';
import { TracedJob } from '../../tracing/traced-job';
import { EmailDelivery } from './email-delivery';
import { emailJobsFailed } from './email-metrics';
import { InJobContext } from '../../queue/job-context';

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
  private readonly brand: MailBrand;

  constructor(
    @Inject(MAIL_COMPOSERS) private readonly composers: ReadonlyMap<string, MailComposer>,
    private readonly delivery: EmailDelivery,
    config: AppConfig,
  ) {
    super();
    this.brand = mailBrandOf(config);
  }

  @TracedJob()
  @InJobContext()
  async process(job: Job<RelayedFields>): Promise<{ sent: number; skipped: number }> {
    // The composer that names the job's event reads its data as that event's payload.
    const composer = this.composers.get(job.name);
    if (!composer) throw new Error(`No e-mail composer for event ${job.name}`);
    const mails = await composer.compose(job, this.brand);
    const sent = await this.delivery.deliverEachOnce(mails, `job:${job.id}`);
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
  onFailed(job: Job<RelayedFields> | undefined, error: Error): void {
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
