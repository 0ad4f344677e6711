import { defineEvent } from '../../backend/src/shared/outbox/domain-event';
import { routeEvents } from '../../backend/src/shared/queue/event-routes';
import { eventRoutesOf, mailComposersOf } from '../../backend/src/shared/queue/module-jobs';
import { QUEUE } from '../../backend/src/shared/queue/queue-names';
import { WORKER_JOBS } from '../src/worker.module';

const WORKER_EVENT_ROUTES = eventRoutesOf(WORKER_JOBS);

describe("the worker's event routes, composed from what each module exports for the worker", () => {
  it('sends every event where it is consumed', () => {
    const sorted = Object.fromEntries(Object.entries(WORKER_EVENT_ROUTES).map(([event, queues]) => [event, [...queues].sort()]));
    expect(sorted).toEqual({
      'dev-access.granted': [QUEUE.staff],
      'order.paid': [QUEUE.email],
      'order.dispatched': [QUEUE.email],
      'order.refunded': [QUEUE.email],
      'voucher.issued': [QUEUE.email],
      // Written to the outbox by the catalog queue's gift sweep (or the payment) when a gift's day has come.
      'gift.delivery-due': [QUEUE.email],
      'enquiry.received': [QUEUE.email],
      'newsletter.confirmation-requested': [QUEUE.email],
      'account.password-link-requested': [QUEUE.email],
      'booking.confirmed': [QUEUE.booking, QUEUE.email],
      'booking.slot-lost': [QUEUE.email, QUEUE.staff],
      'booking.cancelled': [QUEUE.email, QUEUE.staff],
      'booking.rescheduled': [QUEUE.email, QUEUE.staff],
      'booking.confirmation-resent': [QUEUE.email],
      // Staff changed the experience (docs/product.md, Staff panel: BOOKINGS).
      'booking.option-changed': [QUEUE.email],
      // Written to the outbox by the booking queue's due-reminder sweep.
      'booking.reminder': [QUEUE.email],
      'booking.hold-recovery': [QUEUE.email],
      'booking.review-request': [QUEUE.email],
      'fear-of-flying.booked': [QUEUE.email],
      'fear-of-flying.dated': [QUEUE.email],
      'fear-of-flying.cancelled': [QUEUE.email],
      // The waitlist (docs/product.md, Waitlist): on the list, and an offer.
      'waitlist.joined': [QUEUE.email],
      'waitlist.offered': [QUEUE.email],
    });
  });

  it("routes every event a mail composer handles to the e-mail queue (a composer's events are its class's)", () => {
    for (const composer of mailComposersOf(WORKER_JOBS)) {
      for (const event of composer.events) expect(WORKER_EVENT_ROUTES[event.type]).toContain(QUEUE.email);
    }
  });

  it('routes an event several consumers take to each of their queues once', () => {
    const a = defineEvent<{ id: string }>()('a');
    const b = defineEvent<{ id: string }>()('b');
    expect(
      routeEvents([
        { queue: QUEUE.email, events: [a, b] },
        { queue: QUEUE.staff, events: [b] },
        { queue: QUEUE.email, events: [a] },
      ]),
    ).toEqual({ a: [QUEUE.email], b: [QUEUE.email, QUEUE.staff] });
  });
});
