import { Injectable } from '@nestjs/common';
import { Transactional } from '@nestjs-cls/transactional';
import { RetryOnConflict } from '../../../shared/database/retry-on-conflict';
import type { Booking } from '../domain/booking';
import { checkStaffPayment, recordedPayment, RecordedPayment, StaffPayment } from '../domain/staff-payment';
import { checkStaffPrice, pricedByStaff, type StaffPrice } from '../domain/staff-price';
import { BookingCheckoutService } from './booking-checkout.service';
import { BookingHoldsService, BookingRequest } from './booking-holds.service';

export { EXPERIENCE_LEVEL_VALUES, type ExperienceLevel } from '../domain/booking';
export {
  REST_PAYMENT_METHODS,
  STAFF_PAYMENT_METHODS,
  type RestPaymentMethod,
  type StaffPaymentMethod,
} from '../domain/staff-payment';

export interface StaffBookingRequest extends Omit<BookingRequest, 'voucherCode'> {
  payment: StaffPayment;
  /** A price staff set below the catalogue's, with its reason; none: the catalogue's price. */
  price?: StaffPrice | null;
}

/**
 * Bookings staff make for a customer on the phone or at the desk: the same slots, checks and exclusion
 * constraint as an online hold, confirmed at once with how it was paid, any staff price and who made it, and the same
 * booking-confirmed event (confirmation e-mail with .ics and manage link, account).
 */
@Injectable()
export class StaffBookingService {
  constructor(
    private readonly holds: BookingHoldsService,
    private readonly checkout: BookingCheckoutService,
  ) {}

  @RetryOnConflict()
  @Transactional()
  async book(request: StaffBookingRequest, bookedBy: string, now = new Date()): Promise<Booking & RecordedPayment> {
    checkStaffPayment(request.payment);
    checkStaffPrice(request.price ?? null, request.payment);
    const held = await this.holds.placeHold({ ...request, voucherCode: request.payment.voucherCode }, now);
    const { toPayPence, discountPence, priceReason } = pricedByStaff(request.price ?? null, held.totalPrice);
    return this.checkout.confirmHeld(held, {
      ...recordedPayment(request.payment, toPayPence),
      discountPence,
      priceReason,
      bookedBy,
      holdExpiresAt: null,
    });
  }
}
