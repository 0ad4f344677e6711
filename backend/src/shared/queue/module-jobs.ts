import type { Type } from '@nestjs/common';
import type { MailComposerClass } from '../mail/outgoing-mail';
import { type EventConsumer, type EventRoutes, routeEvents } from './event-routes';
import { QUEUE } from './queue-names';

/**
 * What a module gives the worker, exported from one place (its `jobs/`): the worker imports its Nest modules, hands
 * its composers the e-mail queue's jobs of their events, and routes the events its processors consume. A module's
 * new e-mail or job changes this object, not the worker.
 */
export interface ModuleJobs {
  /** The Nest modules the worker imports for it: its processors, and the module providing its composers. */
  readonly modules: readonly Type[];
  /** Its e-mails (provided and exported by one of `modules`): each composer's events are routed to the e-mail queue. */
  readonly mailComposers: readonly MailComposerClass[];
  /** The events its processors consume, by queue (staff notices: the staff queue). */
  readonly consumers: readonly EventConsumer[];
}

/** The composers of these modules. */
export const mailComposersOf = (jobs: readonly ModuleJobs[]): MailComposerClass[] => jobs.flatMap((job) => job.mailComposers);

/** The outbox relay's table for these modules: each composer's events to the e-mail queue, each consumer's to its queue. */
export const eventRoutesOf = (jobs: readonly ModuleJobs[]): EventRoutes =>
  routeEvents(
    jobs.flatMap((job) => [{ queue: QUEUE.email, events: job.mailComposers.flatMap((composer) => composer.events) }, ...job.consumers]),
  );
