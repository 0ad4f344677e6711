import { Inject, Injectable, Logger } from '@nestjs/common';
import { Transactional } from '@nestjs-cls/transactional';
import { RetryOnConflict } from '../../../shared/database/retry-on-conflict';
import { PaymentIntentService } from '../../payment/application/payment-intent.service';
import { PaymentSettlementService } from '../../payment/application/payment-settlement.service';
import { assertMove, Booking, ExperienceLevel, holdExpiry, planSlot, slotCalendar } from '../domain/booking';
import {
  BookingNotFoundError,
  HoldSecretMismatchError,
  InvalidBookingDateError,
  TooFarAheadError,
} from '../domain/booking.errors';
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
import { BookableOptions, BookableRequest } from './bookable-options';
import { BOOKING_REPOSITORY, BookingRepository } from './booking.ports';
import { CLOSURE_REPOSITORY, ClosureRepository } from './closure.ports';
import { VoucherRedemption } from './voucher-redemption';

export interface BookingRequest extends BookableRequest {
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

export interface SlotAvailability {
  time: SlotTime;
  available: boolean;
  /** Why it cannot be booked: already started, held/booked by someone, or closed by staff. */
  reason: 'past' | 'taken' | 'closed' | null;
}

export interface DayAvailability {
  date: string;
  sessionType: string;
  optionId: string;
  durationMinutes: number;
  slots: SlotAvailability[];
}

/**
 * The simulator's slots: which are free on a day, holding one for 15 minutes while the customer pays,
 * and giving held slots back (the customer gave up, the payment could not be set up, or time ran out).
 */
@Injectable()
export class BookingHoldsService {
  private readonly logger = new Logger(BookingHoldsService.name);

  constructor(
    @Inject(BOOKING_REPOSITORY) private readonly bookings: BookingRepository,
    @Inject(CLOSURE_REPOSITORY) private readonly closures: ClosureRepository,
    private readonly intents: PaymentIntentService,
    private readonly settlement: PaymentSettlementService,
    private readonly vouchers: VoucherRedemption,
    private readonly options: BookableOptions,
  ) {}

  /**
   * The slots that exist that day for the option (opening hours decide), each bookable or not. Online
   * coaching is kept apart from the simulator: only other online sessions take its time.
   */
  async availability(date: string, request: BookableRequest, now = new Date()): Promise<DayAvailability> {
    const option = await this.options.onSale(request);
    const calendar = slotCalendar(option);
    if (!isLocalDate(date)) throw new InvalidBookingDateError();
    const lastDate = lastBookableDate(now);
    if (date > lastDate) throw new TooFarAheadError(lastDate);
    const dayStart = londonInstant(date, '00:00');
    const dayEnd = londonInstant(addDays(date, 1), '00:00');
    // Two reads on two pooled connections at once: the answer waits for the slower, not for both in turn.
    const [taken, closed] = await Promise.all([
      this.bookings.occupiedBetween(dayStart, dayEnd, now, calendar),
      calendar === 'slot' ? this.closures.closedBetween(dayStart, dayEnd) : Promise.resolve([]),
    ]);
    const today = londonDateOf(now);
    const slots = openSlots(date, option.minutes).map((time): SlotAvailability => {
      const wanted = occupiedRange(date, time, option.minutes);
      if (date < today || wanted.from.getTime() <= now.getTime()) return { time, available: false, reason: 'past' };
      if (closed.some((range) => rangesOverlap(range, wanted))) return { time, available: false, reason: 'closed' };
      if (taken.some((range) => rangesOverlap(range, wanted))) return { time, available: false, reason: 'taken' };
      return { time, available: true, reason: null };
    });
    return { date, sessionType: option.experienceId, optionId: option.optionId, durationMinutes: option.minutes, slots };
  }

  /**
   * Holds the slot for 15 minutes at the server's price. Expired holds on that time are released in the same
   * transaction; the database refuses a second hold (SlotTakenError). A gift voucher pays its part.
   */
  @RetryOnConflict()
  @Transactional()
  async placeHold(request: BookingRequest, now = new Date()): Promise<Booking> {
    // Priced now, inside the hold's transaction: a price staff changed a moment ago is the one charged.
    const plan = planSlot(await this.options.onSale(request), request, now);
    // With a voucher every hold that ran out is released: its voucher may be this one.
    await this.bookings.expireHolds(now, request.voucherCode ? undefined : plan.occupied, plan.bookedAs);
    const redeemed = request.voucherCode ? await this.vouchers.redeem(request.voucherCode, plan.option, now) : null;
    return this.bookings.insertHold({
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
      totalPrice: redeemed ? redeemed.cover.toPayPence : plan.option.pricePence,
      holdExpiresAt: holdExpiry(now),
      voucherId: redeemed?.voucher.id ?? null,
      voucherPence: redeemed?.cover.voucherPence ?? 0,
    });
  }

  /**
   * The customer closed the payment dialog without paying: the slot is given back now rather than in
   * 15 minutes. Only with the client secret of the hold's payment (a booking id alone releases nothing);
   * nothing is released while the provider says the payment succeeded or is processing.
   */
  async abandonHold(bookingId: string, clientSecret: string): Promise<void> {
    const booking = await this.bookings.findById(bookingId);
    if (!booking) throw new BookingNotFoundError();
    const owned =
      booking.paymentIntentId !== null && (await this.intents.clientSecretMatches(booking.paymentIntentId, clientSecret));
    if (!owned) throw new HoldSecretMismatchError();
    if (booking.status !== 'held') return;
    if (booking.paymentIntentId) {
      const { status } = await this.settlement.settle(booking.paymentIntentId);
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
    assertMove(booking.status, 'expired');
    await this.bookings.update(bookingId, { status: 'expired' });
  }

  /** The worker's sweep: holds that ran out free their slots. Returns how many. */
  async expireHolds(now = new Date()): Promise<number> {
    const expired = await this.bookings.expireHolds(now);
    if (expired.length) this.logger.log({ count: expired.length }, 'Expired unpaid holds');
    return expired.length;
  }
}
