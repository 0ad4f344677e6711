import { Inject, Injectable } from '@nestjs/common';
import { Transactional } from '@nestjs-cls/transactional';
import { RetryOnConflict } from '../../../shared/database/retry-on-conflict';
import { EVENT_PUBLISHER, EventPublisher } from '../../../shared/outbox/event-publisher';
import { type BookableOption, type Booking, planSlot } from '../domain/booking';
import { BookingNotFoundError } from '../domain/booking.errors';
import { BookingNotConfirmedError } from '../domain/booking-change.errors';
import { optionPriceChange, OtherCalendarOptionError, type OptionPriceChange } from '../domain/booking-edit';
import { BOOKING_OPTION_CHANGED } from '../domain/booking-events';
import { BookableOptions } from './bookable-options';
import { BOOKING_REPOSITORY, type BookingChanges, type BookingRepository } from './booking.ports';

/** What staff change on a booking; a field left out stays as it is. */
export interface BookingEdit {
  name?: string;
  phone?: string;
  notes?: string | null;
  participantName?: string | null;
  /** Another option of the same or another experience booked in the same calendar. */
  option?: { experienceId: string; optionId: string };
}

/**
 * Staff edit a confirmed booking (docs/product.md, Staff panel: BOOKINGS): the customer's details, who flies, and the
 * experience option at the same time; the catalogue prices the change (a difference to take, or a refund to give)
 * and the customer is e-mailed an option change.
 */
@Injectable()
export class BookingEditService {
  constructor(
    @Inject(BOOKING_REPOSITORY) private readonly bookings: BookingRepository,
    @Inject(EVENT_PUBLISHER) private readonly events: EventPublisher,
    private readonly options: BookableOptions,
  ) {}

  /** What changing to the option would cost or give back, before staff save it. */
  async pricePreview(bookingId: string, option: { experienceId: string; optionId: string }): Promise<OptionPriceChange> {
    const booking = this.confirmed(await this.bookings.findById(bookingId));
    return optionPriceChange(booking, await this.optionFor(booking, option));
  }

  @RetryOnConflict()
  @Transactional()
  async edit(bookingId: string, edit: BookingEdit, now = new Date()): Promise<Booking> {
    const booking = this.confirmed(await this.bookings.lock(bookingId));
    const details: BookingChanges = {
      ...(edit.name !== undefined ? { name: edit.name.trim() } : {}),
      ...(edit.phone !== undefined ? { phone: edit.phone.trim() } : {}),
      ...(edit.notes !== undefined ? { notes: edit.notes?.trim() || null } : {}),
      ...(edit.participantName !== undefined ? { participantName: edit.participantName?.trim() || null } : {}),
    };
    const option = edit.option && (await this.optionFor(booking, edit.option));
    const change = option && (option.experienceId !== booking.sessionType || option.optionId !== booking.optionId) ? await this.optionChanges(booking, option, now) : null;
    const changes = { ...details, ...change?.changes };
    if (Object.keys(changes).length > 0) await this.bookings.update(booking.id, changes);
    if (change) {
      await this.events.publish(
        BOOKING_OPTION_CHANGED({ bookingId: booking.id, previousSessionName: booking.sessionName, differencePence: change.differencePence }),
      );
    }
    return (await this.bookings.findById(booking.id)) as Booking;
  }

  /** The desk took what the customer owed after a change to a dearer experience (card or cash): nothing is left to take. */
  @Transactional()
  async markAmountTaken(bookingId: string): Promise<Booking> {
    const booking = this.confirmed(await this.bookings.lock(bookingId));
    if (booking.amountDuePence === 0) return booking;
    await this.bookings.update(booking.id, { amountDuePence: 0 });
    return { ...booking, amountDuePence: 0 };
  }

  /** The option's name, length and price on the booking; a longer session must still find its time free. */
  private async optionChanges(booking: Booking, option: BookableOption, now: Date): Promise<{ changes: BookingChanges; differencePence: number }> {
    const price = optionPriceChange(booking, option);
    const plan = planSlot(option, { date: booking.date, timeSlot: booking.timeSlot }, now);
    await this.bookings.expireHolds(now, plan.occupied, plan.bookedAs);
    const changes: BookingChanges = {
      sessionType: option.experienceId,
      optionId: option.optionId,
      sessionName: option.name,
      durationMinutes: option.minutes,
      endsAt: plan.endsAt,
      occupied: plan.occupied,
      totalPrice: price.totalPrice,
      amountDuePence: price.amountDuePence,
      ...(price.refundPence !== null ? { refundPence: price.refundPence, refundedAt: null } : {}),
    };
    return { changes, differencePence: price.differencePence };
  }

  private async optionFor(booking: Booking, wanted: { experienceId: string; optionId: string }): Promise<BookableOption> {
    const option = await this.options.onSale({ sessionType: wanted.experienceId, optionId: wanted.optionId, partySize: booking.partySize });
    if (option.bookedAs !== booking.bookedAs) throw new OtherCalendarOptionError(option.name);
    return option;
  }

  private confirmed(booking: Booking | null): Booking {
    if (!booking) throw new BookingNotFoundError();
    if (booking.status !== 'confirmed') throw new BookingNotConfirmedError(booking.status, 'it cannot be changed');
    return booking;
  }
}
