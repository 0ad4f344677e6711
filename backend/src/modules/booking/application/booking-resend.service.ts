import { Inject, Injectable } from '@nestjs/common';
import { Transactional } from '@nestjs-cls/transactional';
import { EVENT_PUBLISHER, type EventPublisher } from '../../../shared/outbox/event-publisher';
import type { Booking } from '../domain/booking';
import { BookingNotConfirmedError } from '../domain/booking-change.errors';
import { BookingNotFoundError } from '../domain/booking.errors';
import { BOOKING_CONFIRMATION_RESENT } from '../domain/booking-events';
import { BOOKING_REPOSITORY, type BookingRepository } from './booking.ports';

/**
 * Staff send a confirmed booking's confirmation again (the customer lost it, or it went to spam): the same e-mail,
 * .ics and manage link. Each resend is an event of its own, so its e-mail has its own key and really goes out.
 */
@Injectable()
export class BookingResendService {
  constructor(
    @Inject(BOOKING_REPOSITORY) private readonly bookings: BookingRepository,
    @Inject(EVENT_PUBLISHER) private readonly events: EventPublisher,
  ) {}

  @Transactional()
  async resendConfirmation(bookingId: string): Promise<Booking> {
    const booking = await this.bookings.findById(bookingId);
    if (!booking) throw new BookingNotFoundError();
    if (booking.status !== 'confirmed')
      throw new BookingNotConfirmedError(booking.status, 'its confirmation cannot be sent again');
    await this.events.publish(BOOKING_CONFIRMATION_RESENT({ bookingId: booking.id }));
    return booking;
  }
}
