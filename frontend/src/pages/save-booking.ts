import type { BookingSummary } from '../features/booking/api/booking-api';
import { saveOrderDetails } from '../features/orders/order-details';

/** Saves what /confirmation shows of a booking just made (with the gift voucher's code, if one paid): /book-flight and a waitlist offer. */
export function saveBooking(booking: BookingSummary, voucherCode: string | null): void {
  saveOrderDetails({
    kind: booking.bookedAs,
    sessionName: booking.sessionName,
    date: booking.date,
    timeSlot: booking.timeSlot,
    totalPrice: booking.totalPrice,
    totalAmount: (booking.totalPrice / 100).toFixed(2),
    email: booking.email,
    reference: booking.reference,
    ...(booking.manageToken ? { manageToken: booking.manageToken } : {}),
    ...(voucherCode ? { voucherCode, voucherPence: booking.voucherPence } : {}),
  });
}
