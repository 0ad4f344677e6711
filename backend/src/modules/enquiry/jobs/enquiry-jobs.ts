import type { ModuleJobs } from '../../../shared/queue/module-jobs';
import { EnquiryMailComposer } from '../enquiry-mail.composer';
import { EnquiryModule } from '../enquiry.module';

/** What enquiries give the worker: the staff notice and acknowledgement of an enquiry, the newsletter's opt-in e-mail. */
export const ENQUIRY_JOBS: ModuleJobs = { modules: [EnquiryModule], mailComposers: [EnquiryMailComposer], consumers: [] };
