import { CHANGE_NOTICE_HOURS } from '../domain/booking-changes';
import { REFUND_TERMS } from '../domain/refund-policy';

/** The Terms' refund tiers in the e-mails' words, built from REFUND_TERMS (the frontend builds its own from GET /api/refund-terms). */
const { fullRefundHours: full, partRefundHours: part, partRefundPercent: percent } = REFUND_TERMS;

/** 'Cancellations more than 48 hours before your session are refunded in full, 24 to 48 hours before at 50%, …'. */
export const refundTiersText = (what: 'session' | 'course') =>
  `Cancellations more than ${full} hours before your ${what} are refunded in full, ${part} to ${full} hours before at ${percent}%, and under ${part} hours are not refunded.`;

/** The cancellation e-mail when the no-refund tier applied. */
export const noRefundText = (before: 'a session' | 'the course') =>
  `Under our Terms, cancellations less than ${part} hours before ${before} are not refunded.`;

/** The cancellation e-mail when the gift voucher was used up (it comes back in the full-refund tier only). */
export const voucherForfeitedText = (used: 'booking' | 'course', before: 'the session' | 'it') =>
  `The gift voucher used for this ${used} cannot be used again: under our Terms a voucher is returned only when a booking is cancelled more than ${full} hours before ${before}.`;

/** How long before the session a booking can still be moved online: '48 hours'. */
export const CHANGE_NOTICE = `${CHANGE_NOTICE_HOURS} hours`;
