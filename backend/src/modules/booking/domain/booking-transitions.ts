import { StateMachine, type Transition } from '../../../shared/domain/state-machine';
import type { Booking, BookingStatus } from './booking';
import type { ChangedBy } from './booking-changes';
import { BOOKING_CANCELLED, BOOKING_CONFIRMED, BOOKING_SLOT_LOST } from './booking-events';
import { IllegalBookingTransitionError } from './booking.errors';
import type { TimeRange } from './calendar';
import { reminderTime } from './reminder';

/**
 * The one table of a booking's moves (its statuses are described beside BOOKING_STATUSES): a hold is paid (confirmed) or
 * runs out (expired); a late payment confirms an expired hold, or finds its slot lost; staff or the customer cancel a
 * confirmed booking.
 */
export const BOOKING_MOVES = new StateMachine<BookingStatus>(
  {
    held: ['confirmed', 'expired'],
    confirmed: ['cancelled'],
    expired: ['confirmed', 'slot_lost'],
    slot_lost: [],
    cancelled: [],
  },
  (from, to) => new IllegalBookingTransitionError(from, to),
);

/** Fields of a booking written without a move of its status (a move writes them through a BookingTransition). */
export type BookingChanges = Partial<
  Pick<
    Booking,
    | 'holdExpiresAt'
    | 'paymentIntentId'
    | 'isTest'
    | 'refundPence'
    | 'refundedAt'
    | 'refundReason'
    | 'cashReceivedAt'
    | 'cashReceivedBy'
    | 'userId'
    | 'voucherForfeited'
    | 'totalPrice'
    | 'paymentMethod'
    | 'terminalReference'
    | 'bookedBy'
    | 'discountPence'
    | 'priceReason'
    | 'attendance'
    | 'attendanceAt'
    | 'name'
    | 'phone'
    | 'notes'
    | 'participantName'
    | 'amountDuePence'
    | 'sessionType'
    | 'optionId'
    | 'sessionName'
    | 'durationMinutes'
  > & { confirmedAt: Date; cancelledAt: Date; slotLostAt: Date; reminderDueAt: Date | null; reminderQueuedAt: Date | null; reminderSentAt: Date | null }
> &
  /** A reschedule: all five together, in one write (the old time is free the moment the new one is taken). */
  Partial<Pick<Booking, 'date' | 'timeSlot' | 'startsAt' | 'endsAt'> & { occupied: TimeRange }>;

/** A booking's status move with the fields written with it and the event it publishes: what its repository applies. */
export type BookingTransition = Transition<BookingStatus, BookingChanges>;

/**
 * The one way a booking becomes confirmed (a card or a voucher paid, or staff made it): the same event either way, and its
 * day-before reminder recorded as due (none when the session is less than a day away). From 'expired' the write occupies
 * the slot again; the database refuses it if the slot was taken meanwhile.
 */
export function confirmBooking(booking: Pick<Booking, 'id' | 'status' | 'startsAt'>, now: Date, changes: BookingChanges = {}): BookingTransition {
  return BOOKING_MOVES.move(
    booking.status,
    'confirmed',
    { ...changes, confirmedAt: now, reminderDueAt: reminderTime(booking.startsAt, now) },
    [BOOKING_CONFIRMED({ bookingId: booking.id })],
  );
}

/** A hold given back before it ran out (the customer gave up, or its payment could not be set up). */
export function expireHold(booking: Pick<Booking, 'status'>): BookingTransition {
  return BOOKING_MOVES.move(booking.status, 'expired', {});
}

/** The payment that arrived after the hold ran out, when the slot was taken meanwhile. */
export interface LatePayment {
  paymentIntentId: string;
  isTest: boolean;
  /** False while only authorised: it is cancelled uncharged, and nothing is refunded. */
  captured: boolean;
}

/** A late payment found the slot taken: the booking is shown to staff, and a captured payment is refunded. */
export function loseSlot(booking: Pick<Booking, 'id' | 'status' | 'totalPrice'>, payment: LatePayment, now: Date): BookingTransition {
  return BOOKING_MOVES.move(
    booking.status,
    'slot_lost',
    {
      slotLostAt: now,
      isTest: payment.isTest,
      paymentIntentId: payment.paymentIntentId,
      refundPence: payment.captured ? booking.totalPrice : 0,
    },
    [BOOKING_SLOT_LOST({ bookingId: booking.id })],
  );
}

/** What a cancellation decided: the refund (the Terms' or staff's goodwill, with its reason) and whether the voucher is kept. */
export interface BookingCancellationTerms {
  refundPence: number;
  refundReason: string | null;
  voucherForfeited: boolean;
  by: ChangedBy;
}

/** Staff or the customer cancel a confirmed booking: its reminder is dropped and the refund the Terms decided is owed. */
export function cancelBooking(booking: Pick<Booking, 'id' | 'status'>, terms: BookingCancellationTerms, now: Date): BookingTransition {
  const { refundPence, refundReason, voucherForfeited, by } = terms;
  return BOOKING_MOVES.move(
    booking.status,
    'cancelled',
    {
      cancelledAt: now,
      reminderDueAt: null,
      // A refund given earlier for a cheaper option is settled: only the Terms' refund of the new price is owed now.
      refundedAt: null,
      refundPence,
      refundReason,
      // A voucher not given back stays used: the forfeit flag keeps it in the unique index once the booking is cancelled.
      ...(voucherForfeited ? { voucherForfeited } : {}),
    },
    [BOOKING_CANCELLED({ bookingId: booking.id, refundPence, by })],
  );
}
