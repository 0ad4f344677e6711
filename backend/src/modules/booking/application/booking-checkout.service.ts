import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Transactional } from '@nestjs-cls/transactional';
import { RetryOnConflict } from '../../../shared/database/retry-on-conflict';
import { EVENT_PUBLISHER, EventPublisher } from '../../../shared/outbox/event-publisher';
import { CheckoutPayments, PaymentRefundService, type SettledPayment } from '../../payment/payment.public';
import type { Booking } from '../domain/booking';
import { type BookingChanges, confirmBooking, loseSlot } from '../domain/booking-transitions';
import { PaymentNotCompletedError, PaymentNotForThisError, SlotLostError } from '../domain/booking-checkout.errors';
import { BookingNotFoundError, SlotClosedError, SlotTakenError } from '../domain/booking.errors';
import { VoucherUsedError } from '../domain/voucher-redemption';
import { BOOKING_REPOSITORY, BookingRepository } from './booking.ports';
import { BookingHoldsService, BookingRequest } from './booking-holds.service';
import { slotLostMessage } from './slot-lost-text';

export interface BookingPaymentStarted {
  booking: Booking;
  /** Null when a gift voucher covered the whole price: the booking is confirmed already. */
  paymentIntentId: string | null;
  clientSecret: string | null;
}

/**
 * Paying for a simulator booking: the hold's payment is set up, and the booking is confirmed once the payment
 * provider reports the card authorised (never on the browser's word), and only then is the money taken; a late
 * payment whose slot went meanwhile is cancelled uncharged.
 */
@Injectable()
export class BookingCheckoutService implements OnModuleInit {
  private readonly logger = new Logger(BookingCheckoutService.name);

  constructor(
    @Inject(BOOKING_REPOSITORY) private readonly bookings: BookingRepository,
    @Inject(EVENT_PUBLISHER) private readonly events: EventPublisher,
    private readonly payments: CheckoutPayments,
    private readonly refunds: PaymentRefundService,
    private readonly holds: BookingHoldsService,
  ) {}

  onModuleInit(): void {
    this.payments.register('booking', {
      fulfil: (payment) => this.fulfilBookingPayment(payment),
      recordIntent: (bookingId, paymentIntentId) => this.bookings.update(bookingId, { paymentIntentId }),
      // No payment can be taken for this hold: give the slot back now rather than in 15 minutes.
      abandon: (bookingId) => this.holds.releaseHold(bookingId),
    });
  }

  /**
   * Holds the slot for 15 minutes, then sets up the payment for the server's price. A gift voucher that pays
   * everything confirms the booking with no card; a payment that cannot be set up gives the slot back.
   */
  async startBookingPayment(request: BookingRequest, now = new Date()): Promise<BookingPaymentStarted> {
    return this.payForHold(await this.holds.placeHold(request, now));
  }

  /** Sets up the payment of a hold placed already (a waitlist offer's); a payment that cannot be set up gives the slot back. */
  async payForHold(booking: Booking): Promise<BookingPaymentStarted> {
    if (booking.totalPrice === 0)
      return { booking: await this.confirmPaidByVoucher(booking.id), paymentIntentId: null, clientSecret: null };
    const intent = await this.payments.start('booking', {
      referenceId: booking.id,
      amountPence: booking.totalPrice,
      description: `${booking.sessionName} on ${booking.date} at ${booking.timeSlot}`,
      email: booking.email,
    });
    return { booking: { ...booking, paymentIntentId: intent.paymentIntentId }, ...intent };
  }

  /**
   * The browser's word that it paid: the intent is settled with the provider (which confirms the
   * booking through the fulfiller, then captures the payment), then the booking is answered. A late
   * payment whose slot was taken meanwhile answers SlotLostError, saying whether the card was charged.
   */
  async confirmBookingPayment(paymentIntentId: string): Promise<Booking> {
    const payment = await this.payments.paymentFor(paymentIntentId);
    if (!payment || payment.kind !== 'booking') throw new PaymentNotForThisError('a simulator booking');
    let settled: { status: string } | null = null;
    let settleError: unknown = null;
    try {
      settled = await payment.settle();
    } catch (error) {
      settleError = error;
    }
    const booking = await this.bookings.findById(payment.referenceId);
    if (!booking) throw new BookingNotFoundError();
    if (booking.status === 'slot_lost') throw new SlotLostError(slotLostMessage(booking));
    if (settled && settled.status !== 'succeeded') throw new PaymentNotCompletedError(settled.status);
    if (booking.status === 'confirmed' || booking.status === 'cancelled') return booking;
    if (settleError) throw settleError;
    throw new PaymentNotCompletedError(payment.status);
  }

  /**
   * The payment module's fulfiller for 'booking' payments (browser confirm, webhook, test provider,
   * reconciliation). Idempotent: a booking is confirmed, or found slot-lost, once; a slot-lost booking
   * refuses an authorised payment (cancelled uncharged) and refunds one already captured.
   */
  async fulfilBookingPayment(payment: SettledPayment): Promise<'refused' | void> {
    // The booking as its transaction left it (read under its lock): not read again.
    let booking: Booking | null;
    try {
      booking = await this.confirmPaid(payment);
    } catch (error) {
      // Paid after the hold ran out, and the time was booked or closed (or its gift voucher used) meanwhile: shown to staff.
      if (!(error instanceof SlotTakenError || error instanceof SlotClosedError || error instanceof VoucherUsedError))
        throw error;
      booking = await this.markSlotLost(payment);
    }
    if (booking?.status !== 'slot_lost') return;
    if (!payment.captured) return 'refused';
    if (!booking.refundedAt) {
      await this.refunds.refund({
        paymentIntentId: payment.paymentIntentId,
        amountPence: booking.totalPrice,
        reason: 'Paid after its hold expired; the slot was no longer available',
        idempotencyKey: `booking:${booking.id}:slot-lost`,
      });
      await this.bookings.update(booking.id, { refundedAt: new Date() });
    }
  }

  /** Confirms a hold placed in the caller's transaction (a booking staff made), recording the changes with it. */
  async confirmHeld<Changes extends BookingChanges>(booking: Booking, changes: Changes): Promise<Booking & Changes> {
    await this.markConfirmed(booking, changes);
    return { ...booking, ...changes, status: 'confirmed' };
  }

  @RetryOnConflict()
  @Transactional()
  private async confirmPaid(payment: SettledPayment): Promise<Booking> {
    const booking = await this.bookings.lock(payment.referenceId);
    if (!booking) throw new BookingNotFoundError();
    if (booking.paymentIntentId && booking.paymentIntentId !== payment.paymentIntentId)
      throw new PaymentNotForThisError('this booking');
    if (booking.status === 'confirmed' || booking.status === 'cancelled' || booking.status === 'slot_lost') return booking;
    if (payment.amountPence !== booking.totalPrice) {
      this.logger.error(
        { bookingId: booking.id, paid: payment.amountPence, price: booking.totalPrice },
        'Booking paid a different amount',
      );
      throw new PaymentNotForThisError('this booking');
    }
    return this.markConfirmed(booking, { isTest: payment.isTest, paymentIntentId: payment.paymentIntentId });
  }

  /** A hold its gift voucher paid in full is confirmed at once, with no payment intent. */
  @RetryOnConflict()
  @Transactional()
  private async confirmPaidByVoucher(bookingId: string): Promise<Booking> {
    const booking = await this.bookings.lock(bookingId);
    if (!booking) throw new BookingNotFoundError();
    return this.markConfirmed(booking);
  }

  /** Confirms the booking (confirmBooking) and publishes its event in the same transaction; answers the booking confirmed. */
  private async markConfirmed(booking: Booking, changes: BookingChanges = {}): Promise<Booking> {
    const confirmed = confirmBooking(booking, new Date(), changes);
    await this.bookings.apply(booking.id, confirmed);
    await this.events.publish(...confirmed.events);
    return { ...booking, ...confirmed.changes, status: confirmed.to };
  }

  @RetryOnConflict()
  @Transactional()
  private async markSlotLost(payment: SettledPayment): Promise<Booking | null> {
    const booking = await this.bookings.lock(payment.referenceId);
    if (!booking || booking.status !== 'expired') return booking;
    const lost = loseSlot(booking, payment, new Date());
    await this.bookings.apply(booking.id, lost);
    this.logger.warn(
      { bookingId: booking.id, paymentIntentId: payment.paymentIntentId, captured: payment.captured },
      payment.captured ? 'Paid booking lost its slot; refunding' : 'Authorised booking lost its slot; cancelling the payment',
    );
    await this.events.publish(...lost.events);
    return { ...booking, ...lost.changes, status: lost.to };
  }
}
