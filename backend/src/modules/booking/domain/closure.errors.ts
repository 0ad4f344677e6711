import { DomainError } from '../../../shared/errors/domain-error';
import type { Booking } from './booking';

export class ClosureInPastError extends DomainError {
  readonly code = 'BOOKING.CLOSURE_IN_PAST';
  readonly kind = 'invalid';
  constructor() {
    super('That time has already passed, so there is nothing to close.');
  }
}

export class ClosureTooFarAheadError extends DomainError {
  readonly code = 'BOOKING.CLOSURE_TOO_FAR_AHEAD';
  readonly kind = 'invalid';
  constructor(lastDate: string) {
    super(`Closures can be set up to 2 years ahead (until ${lastDate}).`);
  }
}

export class SlotNotOpenError extends DomainError {
  readonly code = 'BOOKING.SLOT_NOT_OPEN';
  readonly kind = 'invalid';
  constructor(time: string, date: string, open: readonly string[]) {
    super(`There is no ${time} session on ${date}: the slots that day are ${open.join(', ')}.`);
  }
}

export class InvalidClosureReasonError extends DomainError {
  readonly code = 'BOOKING.INVALID_CLOSURE_REASON';
  readonly kind = 'invalid';
  constructor(maxLength: number) {
    super(`Please give a reason for the closure (up to ${maxLength} characters).`);
  }
}

export class AlreadyClosedError extends DomainError {
  readonly code = 'BOOKING.ALREADY_CLOSED';
  readonly kind = 'conflict';
  constructor() {
    super('Part of that time is already closed. Reopen the existing closure first if you want to change it.');
  }
}

export class ClosureNotFoundError extends DomainError {
  readonly code = 'BOOKING.CLOSURE_NOT_FOUND';
  readonly kind = 'not_found';
  constructor() {
    super('There is no such closure.');
  }
}

/** What staff need to contact a customer whose booking stands in the way of a closure. */
export interface AffectedBooking {
  id: string;
  name: string;
  email: string;
  phone: string;
  date: string;
  timeSlot: string;
  sessionName: string;
}

/** Refused: held or confirmed bookings keep that time. The body lists them so staff contact them first. */
export class ClosureHasBookingsError extends DomainError {
  readonly code = 'BOOKING.CLOSURE_HAS_BOOKINGS';
  readonly kind = 'conflict';
  override readonly details: { bookings: AffectedBooking[] };
  constructor(bookings: readonly Booking[]) {
    super(
      bookings.length === 1
        ? 'There is a booking at that time. Please contact the customer and move or cancel it before closing.'
        : `There are ${bookings.length} bookings at that time. Please contact the customers and move or cancel them before closing.`,
    );
    this.details = {
      bookings: bookings.map(({ id, name, email, phone, date, timeSlot, sessionName }) => ({
        id,
        name,
        email,
        phone,
        date,
        timeSlot,
        sessionName,
      })),
    };
  }
}
