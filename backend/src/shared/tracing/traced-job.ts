import type { Job } from 'bullmq';
import { inJobSpan } from './trace-context';

type ProcessMethod = (job: Job) => Promise<unknown>;

/**
 * On a processor's `process(job)`: the job runs in a span named after its queue and event, a child of the trace
 * its outbox event carried (`traceparent` in the job's data, put there by the relay). A no-op tracer when tracing is off.
 */
export function TracedJob(): MethodDecorator {
  return (_target, _key, descriptor: PropertyDescriptor) => {
    const process = descriptor.value as ProcessMethod;
    descriptor.value = function (this: unknown, job: Job) {
      const traceparent = typeof job.data?.traceparent === 'string' ? job.data.traceparent : null;
      const attributes = {
        'messaging.system': 'bullmq',
        'messaging.destination.name': job.queueName,
        'messaging.message.id': job.id,
      };
      return inJobSpan(`${job.queueName} ${job.name}`, traceparent, attributes, () => process.call(this, job));
    };
  };
}
