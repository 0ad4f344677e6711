import { domainError, fixedDomainError } from '../../../shared/errors/domain-error';
import type { Booking } from './booking';

export class ClosureInPastError extends fixedDomainError(
  'BOOKING.CLOSURE_IN_PAST',
  'invalid',
  'That time has already passed, so there is nothing to close.',
) {}

export class ClosureTooFarAheadError extends domainError('BOOKING.CLOSURE_TOO_FAR_AHEAD', 'invalid') {
  constructor(lastDate: string) {
    super(`Closures can be set up to 2 years ahead (until ${lastDate}).`);
  }
}

export class SlotNotOpenError extends domainError('BOOKING.SLOT_NOT_OPEN', 'invalid') {
  constructor(time: string, date: string, open: readonly string[]) {
    super(`There is no ${time} session on ${date}: the slots that day are ${open.join(', ')}.`);
  }
}

export class InvalidClosureReasonError extends domainError('BOOKING.INVALID_CLOSURE_REASON', 'invalid') {
  constructor(maxLength: number) {
    super(`Please give a reason for the closure (up to ${maxLength} characters).`);
  }
}

export class AlreadyClosedError extends fixedDomainError(
  'BOOKING.ALREADY_CLOSED',
  'conflict',
  'Part of that time is already closed. Reopen the existing closure first if you want to change it.',
) {}

export class ClosureNotFoundError extends fixedDomainError(
  'BOOKING.CLOSURE_NOT_FOUND',
  'not_found',
  'There is no such closure.',
) {}

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
export class ClosureHasBookingsError extends domainError('BOOKING.CLOSURE_HAS_BOOKINGS', 'conflict') {
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

export class NotClosedByDefaultError extends fixedDomainError(
  'BOOKING.NOT_CLOSED_BY_DEFAULT',
  'invalid',
  'Only Christmas Day and 26 December are closed by default; close other days with a closure.',
) {}
