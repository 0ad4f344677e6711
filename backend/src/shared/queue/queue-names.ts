/** The BullMQ queues the worker consumes. */
export const QUEUE = {
  email: 'email',
  payment: 'payment',
  booking: 'booking',
  staff: 'staff',
} as const;

export type QueueName = (typeof QUEUE)[keyof typeof QUEUE];

export const ALL_QUEUES: QueueName[] = Object.values(QUEUE);

/**
 * Which queues receive each event type. An event with no route is a programming error and stays
 * in the outbox (logged) rather than being silently dropped.
 */
export const EVENT_ROUTES: Record<string, QueueName[]> = {
  'dev-access.granted': [QUEUE.staff],
  'order.paid': [QUEUE.email],
  'order.dispatched': [QUEUE.email],
  'enquiry.received': [QUEUE.email],
  'newsletter.confirmation-requested': [QUEUE.email],
  'account.password-link-requested': [QUEUE.email],
  'booking.confirmed': [QUEUE.booking, QUEUE.email],
  'booking.slot-lost': [QUEUE.staff, QUEUE.email],
  'booking.cancelled': [QUEUE.staff, QUEUE.email, QUEUE.booking],
  'booking.rescheduled': [QUEUE.booking, QUEUE.email],
  'fear-of-flying.booked': [QUEUE.email],
};
