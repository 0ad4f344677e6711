import { type DynamicModule, Module } from '@nestjs/common';
import { CoreModule } from './core.module';
import { MailDeliveryModule } from './mail/delivery/mail-delivery.module';
import { OutboxRelay } from './outbox/outbox-relay';
import { EVENT_ROUTES } from './queue/event-routes';
import { eventRoutesOf, mailComposersOf, type ModuleJobs } from './queue/module-jobs';
import { QueueModule } from './queue/queue.module';
import { StaffNoticeProcessor } from './queue/staff-notice.processor';

/**
 * A worker process for these modules' jobs: the shared core, the outbox relay routing their events, e-mail delivery
 * for their composers, the staff notices, and their own Nest modules (their processors).
 */
@Module({})
export class WorkerRuntimeModule {
  static forModules(jobs: readonly ModuleJobs[]): DynamicModule {
    const modules = [...new Set(jobs.flatMap((job) => job.modules))];
    return {
      module: WorkerRuntimeModule,
      imports: [CoreModule, QueueModule, ...modules, MailDeliveryModule.forComposers(mailComposersOf(jobs), modules)],
      providers: [OutboxRelay, StaffNoticeProcessor, { provide: EVENT_ROUTES, useValue: eventRoutesOf(jobs) }],
    };
  }
}
