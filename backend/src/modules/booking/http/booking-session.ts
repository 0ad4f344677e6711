import 'express-session';
import type { Request } from 'express';
import type { BookingPaymentIntentDto, BookingSummaryDto } from './booking-checkout.dto';
import type { BookingPaymentStarted } from '../application/booking-checkout.service';

declare module 'express-session' {
  interface SessionData {
    /** Bookings this browser placed a hold for: only it gets their manage link on the confirmation page. */
    heldBookingIds?: string[];
  }
}

/** How many recent holds a session remembers. */
export const MAX_REMEMBERED_HOLDS = 20;

/** Remembers in the session that this browser placed (or was offered) the hold, so its confirmation gets the manage link. */
export function rememberHold(request: Request, bookingId: string): void {
  const remembered = request.session.heldBookingIds ?? [];
  if (!remembered.includes(bookingId)) request.session.heldBookingIds = [...remembered, bookingId].slice(-MAX_REMEMBERED_HOLDS);
}

/** A hold's payment as the browser is told it. */
export const toPaymentStarted = (started: BookingPaymentStarted, booking: BookingSummaryDto): BookingPaymentIntentDto => ({
  clientSecret: started.clientSecret,
  paymentIntentId: started.paymentIntentId,
  bookingId: started.booking.id,
  totalPrice: started.booking.totalPrice,
  voucherPence: started.booking.voucherPence,
  holdExpiresAt: (started.booking.holdExpiresAt as Date).toISOString(),
  booking,
});
