/**
 * The enquiry module's public surface: its Nest module, the enquiry inbox and newsletter services (its e-mail
 * composer reaches the worker through its jobs/: ENQUIRY_JOBS). Other modules and the worker import enquiry only
 * through this file (dependency-cruiser: modules-meet-through-public-files, worker-through-public-files); the rest
 * is enquiry's own.
 */
export { EnquiryModule } from './enquiry.module';
export { ENQUIRY_STATUSES, type EnquiryStatus, MAX_NOTE_LENGTH } from './domain/enquiry-inbox';
export { type ContactMessage, ENQUIRY_TYPES, type EnquiryType } from './domain/enquiry';
export { EnquiryPersonalData } from './enquiry-personal-data';
export { EnquiryService } from './enquiry.service';
