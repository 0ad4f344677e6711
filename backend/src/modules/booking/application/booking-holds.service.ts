import { Inject, Injectable, Logger } from '@nestjs/common';
import { Transactional, TransactionHost } from '@nestjs-cls/transactional';
import { RetryOnConflict } from '../../../shared/database/retry-on-conflict';
import { CheckoutPayments } from '../../payment/payment.public';
import { Booking, ExperienceLevel, holdExpiry, planSlot } from '../domain/booking';
import { expireHold } from '../domain/booking-transitions';
import { BookingNotFoundError, HoldSecretMismatchError, SlotTakenError } from '../domain/booking.errors';
import { FlightAnswers, flightAnswers } from '../domain/flight-questions';
import { BookableOptions, BookableRequest } from './bookable-options';
import { BOOKING_REPOSITORY, BookingRepository } from './booking.ports';
import { type Redeemed, VoucherRedemption } from './voucher-redemption';

export interface BookingRequest extends BookableRequest, FlightAnswers {
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
  /** The customer ticked 'E-mail me about this booking' (docs/product.md, E-mails): consent recorded with the hold. */
  emailOptIn?: boolean;
}

/**
 * Holds on the simulator's slots: holding one for 15 minutes while the customer pays, and giving held slots
 * back (the customer gave up, the payment could not be set up, or time ran out).
 */
@Injectable()
export class BookingHoldsService {
  private readonly logger = new Logger(BookingHoldsService.name);

  constructor(
    @Inject(BOOKING_REPOSITORY) private readonly bookings: BookingRepository,
    private readonly payments: CheckoutPayments,
    private readonly vouchers: VoucherRedemption,
    private readonly options: BookableOptions,
    private readonly txHost: TransactionHost,
  ) {}

  /**
   * Holds the slot for 15 minutes at the server's price. Expired holds on that time are released first; the database
   * refuses a second hold (SlotTakenError). A gift voucher pays its part. A waitlist offer holds longer (`holdExpiresAt`).
   */
  @RetryOnConflict()
  async placeHold(request: BookingRequest, now = new Date(), holdExpiresAt = holdExpiry(now)): Promise<Booking> {
    return request.voucherCode ? this.holdRedeeming(request, request.voucherCode, now, holdExpiresAt) : this.hold(request, null, now, holdExpiresAt);
  }

  /** A hold a gift voucher pays for: the voucher is redeemed and the slot held in one transaction, both or neither. */
  @Transactional()
  private async holdRedeeming(request: BookingRequest, voucherCode: string, now: Date, holdExpiresAt: Date): Promise<Booking> {
    return this.hold(request, voucherCode, now, holdExpiresAt);
  }

  /**
   * Holds that ran out on this time are released (the sweep would release them) so that they do not stand in the
   * way. Without a voucher or a caller's transaction, the hold is tried first and they are released only when it
   * meets a taken slot or instructor, then tried once more: a free slot costs one statement, not two.
   */
  private async hold(request: BookingRequest, voucherCode: string | null, now: Date, holdExpiresAt: Date): Promise<Booking> {
    const answers = flightAnswers(request, now);
    // Priced now: a price staff changed a moment ago is the one charged.
    const plan = planSlot(await this.options.onSale(request), request, now);
    const insert = (redeemed: Redeemed | null) =>
      this.bookings.insertHold({
        sessionType: plan.option.experienceId,
        optionId: plan.option.optionId,
        bookedAs: plan.bookedAs,
        sessionName: plan.option.name,
        durationMinutes: plan.option.minutes,
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
        partySize: request.partySize ?? 1,
        ...answers,
        totalPrice: redeemed ? redeemed.cover.toPayPence : plan.option.pricePence,
        holdExpiresAt,
        voucherId: redeemed?.voucher.id ?? null,
        voucherPence: redeemed?.cover.voucherPence ?? 0,
        emailOptInAt: request.emailOptIn ? now : null,
      });
    if (!voucherCode && !this.txHost.isTransactionActive()) {
      try {
        return await insert(null);
      } catch (error) {
        // A failed INSERT outside a transaction leaves nothing to roll back.
        if (!(error instanceof SlotTakenError) || (await this.bookings.expireHolds(now, plan.occupied)).length === 0) throw error;
        return insert(null);
      }
    }
    // In a transaction a refused INSERT would abort it, so they are released first. With a voucher every hold that
    // ran out is released: its voucher may be this one. Any calendar's: a hold that ran out still keeps its
    // instructor (docs/product.md, Instructors) until released.
    await this.bookings.expireHolds(now, voucherCode ? undefined : plan.occupied);
    return insert(voucherCode ? await this.vouchers.redeem(voucherCode, plan.option, now) : null);
  }

  /** Whether `clientSecret` is the secret of the booking's payment, which only the browser that placed the hold was given. */
  async isHolder(booking: Pick<Booking, 'paymentIntentId'>, clientSecret: string): Promise<boolean> {
    return booking.paymentIntentId !== null && this.payments.clientSecretMatches(booking.paymentIntentId, clientSecret);
  }

  /**
   * The customer closed the payment dialog without paying: the slot is given back now rather than in
   * 15 minutes. Only with the client secret of the hold's payment (a booking id alone releases nothing);
   * nothing is released while the provider says the payment succeeded or is processing.
   */
  async abandonHold(bookingId: string, clientSecret: string): Promise<void> {
    const booking = await this.bookings.findById(bookingId);
    if (!booking) throw new BookingNotFoundError();
    if (!(await this.isHolder(booking, clientSecret))) throw new HoldSecretMismatchError();
    if (booking.status !== 'held') return;
    if (booking.paymentIntentId) {
      const { status } = await this.payments.settle(booking.paymentIntentId);
      if (status === 'succeeded' || status === 'processing') return;
    }
    await this.releaseHold(booking.id);
  }

  /** Gives a hold's slot back now (a hold no longer held, e.g. confirmed meanwhile, is left as it is). */
  @RetryOnConflict()
  @Transactional()
  async releaseHold(bookingId: string): Promise<void> {
    const booking = await this.bookings.lock(bookingId);
    if (booking?.status !== 'held') return;
    await this.bookings.apply(bookingId, expireHold(booking));
  }

  /** The worker's sweep: holds that ran out free their slots. Returns how many. */
  async expireHolds(now = new Date()): Promise<number> {
    const expired = await this.bookings.expireHolds(now);
    if (expired.length) this.logger.log({ count: expired.length }, 'Expired unpaid holds');
    return expired.length;
  }
}
