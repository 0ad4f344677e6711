// Booking throughput through the running API and worker: distinct slots booked by concurrent clients, each booking
// = hold + payment intent, a 4242 test-card payment (which settles and confirms it, as Stripe's webhook would) and
// the browser's confirm call; then the time from confirmation to the confirmation e-mail arriving over SMTP
// (outbox → relay → BullMQ → worker → SMTP). Each customer is new: one confirmation and one set-password e-mail each.
import { openSlots } from './catalogue.mjs';
import { measureSales, post } from './sales.mjs';

/** Holds `slot` ({ date, timeSlot }) for `email`, as the booking form does: answers the hold and its payment intent. */
export const placeHold = (base, slot, email) =>
  post(base, '/api/create-booking-payment-intent', {
    sessionType: 'tryandfly',
    ...slot,
    name: 'Bench Client',
    email,
    phone: '07700 900123',
    experienceLevel: 'beginner',
    notes: null,
    ageRulesConfirmed: true,
  });

/** One booking of `slot` for `email`. */
async function book(base, slot, email) {
  const hold = await placeHold(base, slot, email);
  await post(base, `/api/test-payments/${hold.paymentIntentId}/confirm`, {
    clientSecret: hold.clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/39',
    cvc: '123',
  });
  const paidAt = Date.now(); // the test provider settled the payment: the booking is confirmed and its event committed
  const confirmed = await post(base, '/api/confirm-booking-payment', { paymentIntentId: hold.paymentIntentId });
  if (confirmed.status !== 'confirmed') throw new Error(`the booking for ${email} is ${confirmed.status}`);
  return { paidAt };
}

/** Books 2 × `bookings` distinct slots (and one to warm up): as fast as `clients` can, then paced (sales.mjs). */
export async function benchBookings(base, sink, { bookings, clients }, processes) {
  const slots = await openSlots(base, 2 * bookings + 1);
  const sale = {
    noun: 'booking',
    buy: (slot, email) => book(base, slot, email),
    mails: () => ({ confirmation: 1, passwordLink: 1 }),
    timedMail: 'confirmation',
  };
  return measureSales(slots, { clients, sale, sink, processes });
}
