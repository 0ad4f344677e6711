import { Inject, Injectable } from '@nestjs/common';
import { Transactional } from '@nestjs-cls/transactional';
import type { Booking } from '../domain/booking';
import { NoStaffRefundOwedError, RefundUndoTooLateError } from '../domain/booking-change.errors';
import { londonDateOf } from '../domain/calendar';
import { BookingNotFoundError } from '../domain/booking.errors';
import { refundedBy } from '../domain/booking-changes';
import { BOOKING_REPOSITORY, type BookingRepository } from './booking.ports';

/**
 * Refunds the site never took money for (card by phone, cash) are given by staff outside the site; they
 * mark them refunded here (docs/product.md, Refunds and cancellation). Marking again changes nothing; a mark made by
 * mistake is undone on the London day it was made.
 */
@Injectable()
export class StaffRefundService {
  constructor(@Inject(BOOKING_REPOSITORY) private readonly bookings: BookingRepository) {}

  @Transactional()
  async markRefunded(bookingId: string, now = new Date()): Promise<Booking> {
    const booking = await this.bookings.lock(bookingId);
    if (!booking) throw new BookingNotFoundError();
    // Cancelled, or still confirmed after a change to a cheaper option (docs/product.md, Staff panel: BOOKINGS).
    const owed = booking.status !== 'slot_lost' && refundedBy(booking) === 'staff' && (booking.refundPence ?? 0) > 0;
    if (!owed) throw new NoStaffRefundOwedError();
    if (booking.refundedAt) return booking;
    await this.bookings.update(booking.id, { refundedAt: now });
    return { ...booking, refundedAt: now };
  }

  /** Takes back a refund marked by mistake, on the day it was marked: it is owed again. */
  @Transactional()
  async undoRefunded(bookingId: string, now = new Date()): Promise<Booking> {
    const booking = await this.bookings.lock(bookingId);
    if (!booking) throw new BookingNotFoundError();
    if (refundedBy(booking) !== 'staff') throw new NoStaffRefundOwedError();
    if (!booking.refundedAt) return booking;
    if (londonDateOf(booking.refundedAt) !== londonDateOf(now)) throw new RefundUndoTooLateError();
    await this.bookings.update(booking.id, { refundedAt: null });
    return { ...booking, refundedAt: null };
  }
}
