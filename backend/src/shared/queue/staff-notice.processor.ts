import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { RelayedFields } from '../outbox/domain-event';
import { QUEUE } from './queue-names';
import { TracedJob } from '../tracing/traced-job';

/** Notices for staff that need no e-mail: written to the structured log, where ops alerts read them. */
@Processor(QUEUE.staff)
export class StaffNoticeProcessor extends WorkerHost {
  private readonly logger = new Logger('StaffNotice');

  @TracedJob()
  async process(job: Job<RelayedFields>): Promise<string> {
    const notice = `${job.name} ${JSON.stringify({ ...job.data, eventId: undefined, correlationId: undefined, traceparent: undefined })}`;
    this.logger.log({ event: job.name, eventId: job.data.eventId, correlationId: job.data.correlationId }, notice);
    return notice;
  }
}
