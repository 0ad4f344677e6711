import type { ModuleJobs } from '../../../shared/queue/module-jobs';
import { QUEUE } from '../../../shared/queue/queue-names';
import { AccountModule } from '../account.module';
import { AccountMailComposer } from '../application/account-mail.composer';
import { ACCOUNT_STAFF_NOTICES } from '../domain/account-events';

/** What accounts give the worker: the password-link e-mails, and the notice of who passed the pre-launch gate. */
export const ACCOUNT_JOBS: ModuleJobs = {
  modules: [AccountModule],
  mailComposers: [AccountMailComposer],
  consumers: [{ queue: QUEUE.staff, events: ACCOUNT_STAFF_NOTICES }],
};
