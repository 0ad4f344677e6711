/** The BullMQ queues the worker consumes. */
export const QUEUE = {
  email: 'email',
  payment: 'payment',
  booking: 'booking',
  staff: 'staff',
  catalog: 'catalog',
  waitlist: 'waitlist',
} as const;

export type QueueName = (typeof QUEUE)[keyof typeof QUEUE];

export const ALL_QUEUES: QueueName[] = Object.values(QUEUE);
