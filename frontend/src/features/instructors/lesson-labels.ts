import type { Lesson } from './api/instructors-api';

/** What an instructor reads of a lesson's payment: paid or what is left to do, never an amount. */
export const PAYMENT_LABELS: Record<string, string> = {
  paid: 'Paid',
  'awaiting-payment': 'Awaiting payment',
  'pays-on-arrival': 'Pays on arrival',
  'balance-to-take': 'Balance to take at the desk',
  complimentary: 'Complimentary',
};

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** Who flies: the participant, else the customer, with the party size when more than one. */
export const flyerOf = (lesson: Lesson): string =>
  `${lesson.participantName ?? lesson.customerName}${lesson.partySize > 1 ? ` (party of ${lesson.partySize})` : ''}`;
