import type { Job } from 'bullmq';
import { UseCls } from 'nestjs-cls';

/** A job's context id: the correlation id of the event it carries, else its name and id (a repeating job's run). */
export const jobContextId = (job: Job<{ correlationId?: string | null } | undefined>): string =>
  job.data?.correlationId ?? `${job.name}:${job.id ?? ''}`;

/**
 * Runs a processor's `process` in a context of its own (its id for log lines and events, the room for a
 * `@Transactional` use case). No provider is a CLS proxy, so none is resolved per job (nestjs-cls would look
 * them up with a `require` on every run).
 */
export const InJobContext = (): MethodDecorator =>
  UseCls({ generateId: true, idGenerator: jobContextId, resolveProxyProviders: false }) as MethodDecorator;
