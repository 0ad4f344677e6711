import { Inject, Injectable } from '@nestjs/common';
import { Transactional } from '@nestjs-cls/transactional';
import { EVENT_PUBLISHER, EventPublisher } from '../../../shared/outbox/event-publisher';
import { Booking, planSlot } from '../domain/booking';
import { BookingNotFoundError } from '../domain/booking.errors';
import {
  assertCanReschedule,
  CancellationOutcome,
  cancellationOutcome,
  canReschedule,
  changeDeadline,
} from '../domain/booking-changes';
import { BOOKING_RESCHEDULED, BookingRescheduledPayload } from '../domain/booking-events';
import { BOOKING_REPOSITORY, BookingRepository } from './booking.ports';
import { BookingCancellation, BookingService } from './booking.service';
import { ManageLinks } from './manage-links';

/** A booking as its customer manages it: what cancelling now would give back, and whether it can still move. */
export interface ManagedBooking {
  booking: Booking;
  cancellation: CancellationOutcome;
  canReschedule: boolean;
  /** Moves are possible until (strictly before) this moment: 48 hours before the session. */
  changeDeadline: Date;
}

/** The customer's side of a booking: reached by a signed manage link or from their dashboard. */
export interface CustomerRef {
  id: string;
  email: string;
}

/**
 * Manage my booking: view, move to another free slot of the same session (until 48 hours before), cancel
 * under the Terms. The same use cases serve the e-mailed link and the signed-in dashboard.
 */
@Injectable()
export class BookingManagementService {
  constructor(
    @Inject(BOOKING_REPOSITORY) private readonly bookings: BookingRepository,
    @Inject(EVENT_PUBLISHER) private readonly events: EventPublisher,
    private readonly booking: BookingService,
    private readonly links: ManageLinks,
  ) {}

  /** The booking a manage link names: 401 when the link is forged or expired, 404 when there is no such booking. */
  async bookingForLink(token: string, now = new Date()): Promise<Booking> {
    const booking = await this.bookings.findById(this.links.bookingIdOf(token, now));
    if (!booking) throw new BookingNotFoundError();
    return booking;
  }

  /** A signed-in customer's own booking (theirs by account, or by e-mail until linked); anyone else's is not found. */
  async bookingOfCustomer(customer: CustomerRef, bookingId: string): Promise<Booking> {
    const booking = await this.bookings.findById(bookingId);
    const owns =
      booking && (booking.userId ? booking.userId === customer.id : booking.email.toLowerCase() === customer.email.toLowerCase());
    if (!booking || !owns) throw new BookingNotFoundError();
    return booking;
  }

  view(booking: Booking, now = new Date()): ManagedBooking {
    return {
      booking,
      cancellation: cancellationOutcome(booking, now),
      canReschedule: canReschedule(booking, now),
      changeDeadline: changeDeadline(booking.startsAt),
    };
  }

  /**
   * Moves a confirmed booking to another slot of the same session and duration, in one write: the database
   * refuses a taken time (SlotTakenError) or a closed one (SlotClosedError), and the old time is free at once.
   * Moving to the time it already has changes nothing (a repeated request is harmless).
   */
  @Transactional()
  async reschedule(bookingId: string, slot: { date: string; timeSlot: string }, now = new Date()): Promise<Booking> {
    const booking = await this.bookings.lock(bookingId);
    if (!booking) throw new BookingNotFoundError();
    assertCanReschedule(booking, now);
    const plan = planSlot({ sessionType: booking.sessionType, durationMinutes: booking.durationMinutes, ...slot }, now);
    if (plan.startsAt.getTime() === booking.startsAt.getTime()) return booking;
    await this.bookings.expireHolds(now, plan.occupied);
    const moved = { date: plan.date, timeSlot: plan.timeSlot, startsAt: plan.startsAt, endsAt: plan.endsAt };
    await this.bookings.update(booking.id, { ...moved, occupied: plan.occupied });
    const rescheduled: BookingRescheduledPayload = {
      bookingId: booking.id,
      previousStartsAt: booking.startsAt.toISOString(),
      startsAt: plan.startsAt.toISOString(),
    };
    await this.events.publish({ type: BOOKING_RESCHEDULED, payload: rescheduled });
    return { ...booking, ...moved };
  }

  /** The customer cancels: the one cancellation path staff use too (Terms refund, voucher rule, e-mail). */
  cancel(bookingId: string, now = new Date()): Promise<BookingCancellation> {
    return this.booking.cancel(bookingId, 'customer', now);
  }
}
