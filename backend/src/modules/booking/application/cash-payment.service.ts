import { Inject, Injectable } from '@nestjs/common';
import { Transactional } from '@nestjs-cls/transactional';
import type { Booking } from '../domain/booking';
import { BookingNotFoundError } from '../domain/booking.errors';
import { assertCashReceivable, assertCashUndoable } from '../domain/cash-payment';
import { BOOKING_REPOSITORY, type BookingRepository } from './booking.ports';

export { cashOwedPence } from '../domain/cash-payment';

/**
 * The desk takes a cash-on-arrival payment (docs/product.md, Refunds and cancellation: cash): marked received with
 * when and by whom it then counts in takings, and can be undone the same day. Marking twice keeps the first time.
 */
@Injectable()
export class CashPaymentService {
  constructor(@Inject(BOOKING_REPOSITORY) private readonly bookings: BookingRepository) {}

  @Transactional()
  async markReceived(bookingId: string, staffUserId: string, now = new Date()): Promise<Booking> {
    const booking = await this.lock(bookingId);
    assertCashReceivable(booking);
    if (booking.cashReceivedAt) return booking;
    const changes = { cashReceivedAt: now, cashReceivedBy: staffUserId };
    await this.bookings.update(booking.id, changes);
    return { ...booking, ...changes };
  }

  /** Takes back a mark made by mistake, on the day it was made; the cash is owed again. */
  @Transactional()
  async undoReceived(bookingId: string, now = new Date()): Promise<Booking> {
    const booking = await this.lock(bookingId);
    assertCashUndoable(booking, now);
    if (!booking.cashReceivedAt) return booking;
    const changes = { cashReceivedAt: null, cashReceivedBy: null };
    await this.bookings.update(booking.id, changes);
    return { ...booking, ...changes };
  }

  private async lock(bookingId: string): Promise<Booking> {
    const booking = await this.bookings.lock(bookingId);
    if (!booking) throw new BookingNotFoundError();
    return booking;
  }
}
