import { fixedDomainError } from '../../../shared/errors/domain-error';

import type { InboxStatus } from '../../../shared/inbox';

/** Where an enquiry stands in the staff inbox (the statuses every inbox item shares). */
export { INBOX_STATUSES as ENQUIRY_STATUSES, MAX_NOTE_LENGTH } from '../../../shared/inbox';
export type EnquiryStatus = InboxStatus;

export class EnquiryNotFoundError extends fixedDomainError('ENQUIRY.NOT_FOUND', 'not_found', 'No enquiry has that id.') {}
