import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Transactional } from '@nestjs-cls/transactional';
import { EVENT_PUBLISHER, EventPublisher } from '../../../shared/outbox/event-publisher';
import { PaymentService, SettledPayment } from '../../payment/application/payment.service';
import {
  assertMove,
  Booking,
  BookingStatus,
  ExperienceLevel,
  holdExpiry,
  planSlot,
  slotSession,
} from '../domain/booking';
import {
  BookingNotFoundError,
  InvalidBookingDateError,
  PaymentNotCompletedError,
  PaymentNotForThisError,
  SlotClosedError,
  SlotLostError,
  SlotTakenError,
  TooFarAheadError,
} from '../domain/booking.errors';
import {
  BOOKING_CANCELLED,
  BOOKING_CONFIRMED,
  BOOKING_SLOT_LOST,
  BookingCancelledPayload,
  BookingConfirmedPayload,
  BookingSlotLostPayload,
} from '../domain/booking-events';
import {
  addDays,
  isLocalDate,
  lastBookableDate,
  londonDateOf,
  londonInstant,
  occupiedRange,
  openSlots,
  rangesOverlap,
  SlotTime,
} from '../domain/calendar';
import { CancellationOutcome, cancellationOutcome } from '../domain/booking-changes';
import { SESSION_CATALOGUE, SessionDefinition } from '../domain/session-catalogue';
import { VoucherUsedError } from '../domain/voucher-redemption';
import { BOOKING_REPOSITORY, BookingChanges, BookingRepository } from './booking.ports';
import { VoucherRedemption } from './voucher-redemption';
import { CLOSURE_REPOSITORY, ClosureRepository } from './closure.ports';

export interface BookingRequest {
  sessionType: string;
  durationMinutes?: number | null;
  /** London calendar date, 'YYYY-MM-DD'. */
  date: string;
  timeSlot: string;
  name: string;
  email: string;
  phone: string;
  experienceLevel: ExperienceLevel;
  notes: string | null;
  /** A gift voucher code as typed; the server works out what it covers. */
  voucherCode?: string | null;
}

export interface BookingPaymentStarted {
  booking: Booking;
  /** Null when a gift voucher covered the whole price: the booking is confirmed already. */
  paymentIntentId: string | null;
  clientSecret: string | null;
}

export interface SlotAvailability {
  time: SlotTime;
  available: boolean;
  /** Why it cannot be booked: already started, held/booked by someone, or closed by staff. */
  reason: 'past' | 'taken' | 'closed' | null;
}

export interface DayAvailability {
  date: string;
  sessionType: string;
  durationMinutes: number;
  slots: SlotAvailability[];
}

/** Who cancelled: staff from the admin panel, or the customer (manage link or dashboard). */
export type CancelledBy = 'staff' | 'customer';

export interface BookingCancellation {
  booking: Booking;
  /** The Terms' tier and what is refunded by card; `voucherReturned` for a voucher booking (null without one). */
  refund: CancellationOutcome;
  /** 'refunded' once the provider took it, 'none' when nothing is due. */
  refundStatus: 'refunded' | 'none';
}

/** How many days ahead the staff's bookings list reaches (SPEC: next 30 days). */
export const STAFF_WINDOW_DAYS = 30;
const STAFF_STATUSES: readonly BookingStatus[] = ['confirmed', 'cancelled', 'slot_lost'];

/**
 * Simulator bookings: availability, holds while the customer pays, confirmation once the payment
 * provider reports success (never on the browser's word), late payments, staff cancellations.
 */
@Injectable()
export class BookingService implements OnModuleInit {
  private readonly logger = new Logger(BookingService.name);

  constructor(
    @Inject(BOOKING_REPOSITORY) private readonly bookings: BookingRepository,
    @Inject(CLOSURE_REPOSITORY) private readonly closures: ClosureRepository,
    @Inject(EVENT_PUBLISHER) private readonly events: EventPublisher,
    private readonly payments: PaymentService,
    private readonly vouchers: VoucherRedemption,
  ) {}

  onModuleInit(): void {
    this.payments.registerFulfiller('booking', (payment) => this.fulfilBookingPayment(payment));
  }

  /** The session catalogue with its prices (the one source the booking page prices from). */
  catalogue(): readonly SessionDefinition[] {
    return SESSION_CATALOGUE;
  }

  /** The slots that exist that day for the session (opening hours decide), each bookable or not. */
  async availability(date: string, sessionType: string, durationMinutes: number | null, now = new Date()): Promise<DayAvailability> {
    const session = slotSession(sessionType, durationMinutes);
    if (!isLocalDate(date)) throw new InvalidBookingDateError();
    const lastDate = lastBookableDate(now);
    if (date > lastDate) throw new TooFarAheadError(lastDate);
    const dayStart = londonInstant(date, '00:00');
    const dayEnd = londonInstant(addDays(date, 1), '00:00');
    const taken = await this.bookings.occupiedBetween(dayStart, dayEnd, now);
    const closed = await this.closures.closedBetween(dayStart, dayEnd);
    const today = londonDateOf(now);
    const slots = openSlots(date, session.durationMinutes).map((time): SlotAvailability => {
      const wanted = occupiedRange(date, time, session.durationMinutes);
      if (date < today || wanted.from.getTime() <= now.getTime()) return { time, available: false, reason: 'past' };
      if (closed.some((range) => rangesOverlap(range, wanted))) return { time, available: false, reason: 'closed' };
      if (taken.some((range) => rangesOverlap(range, wanted))) return { time, available: false, reason: 'taken' };
      return { time, available: true, reason: null };
    });
    return { date, sessionType: session.session.id, durationMinutes: session.durationMinutes, slots };
  }

  /**
   * Holds the slot for 15 minutes, then sets up the payment for the server's price. Expired holds on
   * that time are released in the same transaction; the database refuses a second hold (SlotTakenError).
   * A gift voucher pays its part; when it pays everything the booking is confirmed with no card.
   */
  async startBookingPayment(request: BookingRequest, now = new Date()): Promise<BookingPaymentStarted> {
    const booking = await this.placeHold(request, now);
    if (booking.totalPrice === 0) return { booking: await this.confirmPaidByVoucher(booking.id), paymentIntentId: null, clientSecret: null };
    try {
      const intent = await this.payments.createIntent({
        kind: 'booking',
        referenceId: booking.id,
        amountPence: booking.totalPrice,
        description: `${booking.sessionName} on ${booking.date} at ${booking.timeSlot}`,
        email: booking.email,
        idempotencyKey: `booking:${booking.id}`,
      });
      await this.bookings.update(booking.id, { paymentIntentId: intent.paymentIntentId });
      return { booking: { ...booking, paymentIntentId: intent.paymentIntentId }, ...intent };
    } catch (error) {
      // No payment can be taken for this hold: give the slot back now rather than in 15 minutes.
      await this.releaseHold(booking.id).catch((releaseError) =>
        this.logger.warn({ bookingId: booking.id, err: releaseError }, 'Could not release the hold of a failed payment setup'),
      );
      throw error;
    }
  }

  @Transactional()
  async placeHold(request: BookingRequest, now = new Date()): Promise<Booking> {
    const plan = planSlot(request, now);
    // With a voucher every hold that ran out is released: its voucher may be this one.
    await this.bookings.expireHolds(now, request.voucherCode ? undefined : plan.occupied);
    const redeemed = request.voucherCode
      ? await this.vouchers.redeem(request.voucherCode, { sessionType: plan.session.id, durationMinutes: plan.durationMinutes, pricePence: plan.pricePence }, now)
      : null;
    return this.bookings.insertHold({
      sessionType: plan.session.id,
      sessionName: plan.session.name,
      durationMinutes: plan.durationMinutes,
      date: plan.date,
      timeSlot: plan.timeSlot,
      startsAt: plan.startsAt,
      endsAt: plan.endsAt,
      occupied: plan.occupied,
      name: request.name,
      email: request.email,
      phone: request.phone,
      experienceLevel: request.experienceLevel,
      notes: request.notes,
      totalPrice: redeemed ? redeemed.cover.toPayPence : plan.pricePence,
      holdExpiresAt: holdExpiry(now),
      voucherId: redeemed?.voucher.id ?? null,
      voucherPence: redeemed?.cover.voucherPence ?? 0,
    });
  }

  /**
   * The browser's word that it paid: the intent is settled with the provider (which confirms the
   * booking through the fulfiller), then the booking is answered. A late payment whose slot was taken
   * meanwhile answers SlotLostError (it has been refunded and recorded for staff).
   */
  async confirmBookingPayment(paymentIntentId: string): Promise<Booking> {
    const payment = await this.payments.paymentFor(paymentIntentId);
    if (!payment || payment.kind !== 'booking') throw new PaymentNotForThisError('a simulator booking');
    let settleError: unknown = null;
    try {
      const { status } = await this.payments.settle(paymentIntentId);
      if (status !== 'succeeded') throw new PaymentNotCompletedError(status);
    } catch (error) {
      if (error instanceof PaymentNotCompletedError) throw error;
      settleError = error;
    }
    const booking = await this.bookings.findById(payment.referenceId);
    if (!booking) throw new BookingNotFoundError();
    if (booking.status === 'slot_lost') throw new SlotLostError();
    if (booking.status === 'confirmed' || booking.status === 'cancelled') return booking;
    if (settleError) throw settleError;
    throw new PaymentNotCompletedError(payment.status);
  }

  /**
   * The payment module's fulfiller for 'booking' payments (browser confirm, webhook, test provider,
   * reconciliation). Idempotent: a booking is confirmed, or found slot-lost and refunded, once.
   */
  async fulfilBookingPayment(payment: SettledPayment): Promise<void> {
    try {
      await this.confirmPaid(payment);
    } catch (error) {
      // Paid after the hold ran out, and the time was booked or closed (or its gift voucher used) meanwhile: refunded, shown to staff.
      if (!(error instanceof SlotTakenError || error instanceof SlotClosedError || error instanceof VoucherUsedError)) throw error;
      await this.markSlotLost(payment);
    }
    const booking = await this.bookings.findById(payment.referenceId);
    if (booking?.status === 'slot_lost' && !booking.refundedAt) {
      await this.payments.refund({
        paymentIntentId: payment.paymentIntentId,
        amountPence: booking.totalPrice,
        reason: 'Paid after its hold expired; the slot was no longer available',
        idempotencyKey: `booking:${booking.id}:slot-lost`,
      });
      await this.bookings.update(booking.id, { refundedAt: new Date() });
    }
  }

  /**
   * The customer closed the payment dialog without paying: the slot is given back now rather than in
   * 15 minutes. Nothing is released while the provider says the payment succeeded or is processing.
   */
  async abandonHold(bookingId: string): Promise<void> {
    const booking = await this.bookings.findById(bookingId);
    if (!booking) throw new BookingNotFoundError();
    if (booking.status !== 'held') return;
    if (booking.paymentIntentId) {
      const { status } = await this.payments.settle(booking.paymentIntentId);
      if (status === 'succeeded' || status === 'processing') return;
    }
    await this.releaseHold(booking.id);
  }

  /** The worker's sweep: holds that ran out free their slots. Returns how many. */
  async expireHolds(now = new Date()): Promise<number> {
    const expired = await this.bookings.expireHolds(now);
    if (expired.length) this.logger.log({ count: expired.length }, 'Expired unpaid holds');
    return expired.length;
  }

  findBooking(id: string): Promise<Booking | null> {
    return this.bookings.findById(id);
  }

  /** Gives a confirmed booking to an account (the worker, after creating or finding it). Links once. */
  async linkAccount(bookingId: string, userId: string): Promise<void> {
    const booking = await this.bookings.findById(bookingId);
    if (!booking) throw new BookingNotFoundError();
    if (booking.userId === null) await this.bookings.update(bookingId, { userId });
  }

  /** Staff list: bookings dated from today (London) through the next 30 days, by date then slot. */
  async bookingsForStaff(now = new Date()): Promise<{ from: string; to: string; bookings: Booking[] }> {
    const from = londonDateOf(now);
    const to = addDays(from, STAFF_WINDOW_DAYS);
    return { from, to, bookings: await this.bookings.listByDate(from, to, STAFF_STATUSES) };
  }

  /** Confirmed bookings of an account between two London dates, for its dashboard. */
  upcomingForCustomer(userId: string, email: string, fromDate: string, toDate: string): Promise<Booking[]> {
    return this.bookings.confirmedForCustomer(userId, email, fromDate, toDate);
  }

  /**
   * Staff or the customer cancel a confirmed booking; the Terms decide the refund (more than 48 h: full,
   * 24-48 h: half, under 24 h: none) of the card payment, taken back through the payment port, and whether a
   * gift voucher comes back (full tier only). Cancelling again answers the same cancellation and only
   * retries a refund that did not go through.
   */
  async cancel(bookingId: string, by: CancelledBy, now = new Date()): Promise<BookingCancellation> {
    const { booking, refund } = await this.markCancelled(bookingId, now);
    const due = booking.refundPence ?? 0;
    if (due > 0 && !booking.refundedAt && booking.paymentIntentId) {
      await this.payments.refund({
        paymentIntentId: booking.paymentIntentId,
        amountPence: due,
        reason: `Cancelled by ${by === 'staff' ? 'staff' : 'the customer'} (${refund.tier} refund under the Terms)`,
        idempotencyKey: `booking:${booking.id}:cancel`,
      });
      const refundedAt = new Date();
      await this.bookings.update(booking.id, { refundedAt });
      return { booking: { ...booking, refundedAt }, refund, refundStatus: 'refunded' };
    }
    return { booking, refund, refundStatus: due > 0 ? 'refunded' : 'none' };
  }

  @Transactional()
  private async confirmPaid(payment: SettledPayment): Promise<void> {
    const booking = await this.bookings.lock(payment.referenceId);
    if (!booking) throw new BookingNotFoundError();
    if (booking.paymentIntentId && booking.paymentIntentId !== payment.paymentIntentId) throw new PaymentNotForThisError('this booking');
    if (booking.status === 'confirmed' || booking.status === 'cancelled' || booking.status === 'slot_lost') return;
    if (payment.amountPence !== booking.totalPrice) {
      this.logger.error({ bookingId: booking.id, paid: payment.amountPence, price: booking.totalPrice }, 'Booking paid a different amount');
      throw new PaymentNotForThisError('this booking');
    }
    assertMove(booking.status, 'confirmed');
    // From 'expired' this write occupies the slot again; the exclusion constraint refuses it if it was taken.
    await this.markConfirmed(booking.id, { isTest: payment.isTest, paymentIntentId: payment.paymentIntentId });
  }

  /** A hold its gift voucher paid in full is confirmed at once, with no payment intent. */
  @Transactional()
  private async confirmPaidByVoucher(bookingId: string): Promise<Booking> {
    const booking = await this.bookings.lock(bookingId);
    if (!booking) throw new BookingNotFoundError();
    assertMove(booking.status, 'confirmed');
    await this.markConfirmed(booking.id);
    return { ...booking, status: 'confirmed' };
  }

  /** The one place a booking becomes confirmed: the same event whether a card or a voucher paid. */
  private async markConfirmed(bookingId: string, changes: BookingChanges = {}): Promise<void> {
    await this.bookings.update(bookingId, { ...changes, status: 'confirmed', confirmedAt: new Date() });
    const confirmed: BookingConfirmedPayload = { bookingId };
    await this.events.publish({ type: BOOKING_CONFIRMED, payload: confirmed });
  }

  @Transactional()
  private async markSlotLost(payment: SettledPayment): Promise<void> {
    const booking = await this.bookings.lock(payment.referenceId);
    if (!booking || booking.status !== 'expired') return;
    assertMove(booking.status, 'slot_lost');
    await this.bookings.update(booking.id, {
      status: 'slot_lost',
      slotLostAt: new Date(),
      isTest: payment.isTest,
      paymentIntentId: payment.paymentIntentId,
      refundPence: booking.totalPrice,
    });
    this.logger.warn({ bookingId: booking.id, paymentIntentId: payment.paymentIntentId }, 'Paid booking lost its slot; refunding');
    const lost: BookingSlotLostPayload = { bookingId: booking.id };
    await this.events.publish({ type: BOOKING_SLOT_LOST, payload: lost });
  }

  @Transactional()
  private async releaseHold(bookingId: string): Promise<void> {
    const booking = await this.bookings.lock(bookingId);
    if (booking?.status === 'held') await this.bookings.update(bookingId, { status: 'expired' });
  }

  @Transactional()
  private async markCancelled(bookingId: string, now: Date): Promise<{ booking: Booking; refund: CancellationOutcome }> {
    const booking = await this.bookings.lock(bookingId);
    if (!booking) throw new BookingNotFoundError();
    const refund = cancellationOutcome(booking, now);
    if (booking.status === 'cancelled') {
      const voucherReturned = booking.voucherId ? !booking.voucherForfeited : null;
      return { booking, refund: { ...refund, refundPence: booking.refundPence ?? 0, voucherReturned } };
    }
    assertMove(booking.status, 'cancelled');
    const { refundPence } = refund;
    // A voucher not given back stays used: the forfeit flag keeps it in the unique index once the booking is cancelled.
    const voucherForfeited = refund.voucherReturned === false;
    await this.bookings.update(booking.id, { status: 'cancelled', cancelledAt: now, refundPence, ...(voucherForfeited ? { voucherForfeited } : {}) });
    const cancelled: BookingCancelledPayload = { bookingId: booking.id, refundPence };
    await this.events.publish({ type: BOOKING_CANCELLED, payload: cancelled });
    return { booking: { ...booking, status: 'cancelled', refundPence, voucherForfeited: booking.voucherForfeited || voucherForfeited }, refund };
  }
}
