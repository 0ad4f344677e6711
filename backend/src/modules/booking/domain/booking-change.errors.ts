import { domainError, fixedDomainError } from '../../../shared/errors/domain-error';
import { REFUND_TERMS } from './refund-policy';

/** A manage-booking link that was not signed by us (forged, altered or cut short). */
export class ManageLinkInvalidError extends fixedDomainError(
  'BOOKING.MANAGE_LINK_INVALID',
  'unauthorized',
  'This booking link is not valid. Please use the link in your confirmation e-mail.',
) {}

/** A genuine manage-booking link whose time ran out (30 days after its session). */
export class ManageLinkExpiredError extends fixedDomainError(
  'BOOKING.MANAGE_LINK_EXPIRED',
  'unauthorized',
  'This booking link has expired.',
) {}

/** Online changes close at the Terms' full-refund line (the customer can still cancel under the Terms). */
export class TooLateToChangeError extends fixedDomainError(
  'BOOKING.TOO_LATE_TO_CHANGE',
  'conflict',
  `Bookings can be moved online until ${REFUND_TERMS.fullRefundHours} hours before the session. Please contact us to change it.`,
) {}

/** Only a confirmed booking can be moved to another time, changed or have its confirmation sent again. */
export class BookingNotConfirmedError extends domainError('BOOKING.NOT_CONFIRMED', 'conflict') {
  constructor(status: string, consequence = 'it cannot be moved') {
    super(`This booking is ${status.replace('_', ' ')}, so ${consequence}.`);
  }
}

/** Only a cancelled booking whose refund staff owe outside the site (card by phone or cash) is marked refunded by hand. */
export class NoStaffRefundOwedError extends fixedDomainError(
  'BOOKING.NO_STAFF_REFUND_OWED',
  'conflict',
  'This booking has no refund for staff to give: only a cancelled booking paid by card over the phone or cash, with a refund due, is marked refunded.',
) {}

export class RefundUndoTooLateError extends fixedDomainError(
  'BOOKING.REFUND_UNDO_TOO_LATE',
  'conflict',
  'A refund marked on an earlier day can no longer be undone.',
) {}
