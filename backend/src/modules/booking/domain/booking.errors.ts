import { domainError, fixedDomainError } from '../../../shared/errors/domain-error';

export class NotSlotBookableError extends domainError('BOOKING.NOT_SLOT_BOOKABLE', 'invalid') {
  constructor(name: string) {
    super(
      `${name} is not booked in a time slot: the course is booked with a preferred date on its own page, and hire or groups by enquiry.`,
    );
  }
}

export class InvalidBookingDateError extends fixedDomainError(
  'BOOKING.INVALID_DATE',
  'invalid',
  'The date must be a calendar date (YYYY-MM-DD).',
) {}

export class UnknownSlotError extends domainError('BOOKING.UNKNOWN_SLOT', 'invalid') {
  constructor(time: string) {
    super(
      `${JSON.stringify(String(time).slice(0, 10))} is not one of our time slots (09:00, 10:30, 12:00, 13:30, 15:00, 16:30, 18:00).`,
    );
  }
}

export class OutsideOpeningHoursError extends fixedDomainError(
  'BOOKING.OUTSIDE_OPENING_HOURS',
  'invalid',
  'That session does not fit within our opening hours on that day. Please choose another time.',
) {}

export class SlotInPastError extends fixedDomainError(
  'BOOKING.SLOT_IN_PAST',
  'invalid',
  'That time has already passed. Please choose a later time.',
) {}

export class TooFarAheadError extends domainError('BOOKING.TOO_FAR_AHEAD', 'invalid') {
  constructor(lastDate: string) {
    super(`Bookings open up to 12 months ahead (until ${lastDate}).`);
  }
}

export class SlotTakenError extends fixedDomainError('BOOKING.SLOT_TAKEN', 'conflict', 'That time slot has just been taken') {}

/** The time is closed by staff (a slot closure); the database refuses the booking. */
export class SlotClosedError extends fixedDomainError('BOOKING.SLOT_CLOSED', 'conflict', 'That time is not available') {}

export class BookingNotFoundError extends fixedDomainError('BOOKING.NOT_FOUND', 'not_found', 'There is no such booking.') {}

/** Releasing a hold takes the client secret of its payment, which only the browser that placed it has. */
export class HoldSecretMismatchError extends fixedDomainError(
  'BOOKING.HOLD_SECRET_MISMATCH',
  'forbidden',
  'Only the browser that placed this hold can release it.',
) {}

export class IllegalBookingTransitionError extends domainError('BOOKING.ILLEGAL_TRANSITION', 'conflict') {
  constructor(
    readonly from: string,
    readonly to: string,
  ) {
    super(`A ${from} booking cannot become ${to}.`);
  }
}

/** Paid, but the hold had expired and someone else booked the slot: refunded, recorded for staff. */
export class SlotLostError extends fixedDomainError(
  'BOOKING.SLOT_LOST',
  'conflict',
  'Payment succeeded but booking failed. Please contact us with your payment confirmation.',
) {}

export class PaymentNotCompletedError extends domainError('BOOKING.PAYMENT_NOT_COMPLETED', 'conflict') {
  constructor(status: string) {
    super(
      status === 'processing'
        ? 'Your payment is being processed. Please wait...'
        : `The payment has not been completed (${status}). Nothing has been booked.`,
    );
  }
}

export class PaymentNotForThisError extends domainError('BOOKING.PAYMENT_MISMATCH', 'invalid') {
  constructor(what: string) {
    super(`That payment is not a payment for ${what}.`);
  }
}

export class PaymentAlreadyUsedError extends fixedDomainError(
  'BOOKING.PAYMENT_ALREADY_USED',
  'conflict',
  'That payment has already been used for a booking.',
) {}

export class InvalidCourseBookingError extends domainError('BOOKING.INVALID_COURSE_BOOKING', 'invalid') {}

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

/** Online changes close 48 hours before the session (the customer can still cancel under the Terms). */
export class TooLateToChangeError extends fixedDomainError(
  'BOOKING.TOO_LATE_TO_CHANGE',
  'conflict',
  'Bookings can be moved online until 48 hours before the session. Please contact us to change it.',
) {}

/** Only a confirmed booking can be moved to another time. */
export class BookingNotConfirmedError extends domainError('BOOKING.NOT_CONFIRMED', 'conflict') {
  constructor(status: string) {
    super(`This booking is ${status.replace('_', ' ')}, so it cannot be moved.`);
  }
}

/** Only a cancelled booking whose refund staff owe outside the site (card by phone or cash) is marked refunded by hand. */
export class NoStaffRefundOwedError extends fixedDomainError(
  'BOOKING.NO_STAFF_REFUND_OWED',
  'conflict',
  'This booking has no refund for staff to give: only a cancelled booking paid by card over the phone or cash, with a refund due, is marked refunded.',
) {}
