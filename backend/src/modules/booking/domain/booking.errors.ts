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
