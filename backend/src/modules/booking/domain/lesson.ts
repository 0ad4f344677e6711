/** A booking or dated course an instructor teaches, as their schedule and the leave check show it (no prices). */
export interface Lesson {
  kind: 'booking' | 'course';
  id: string;
  instructorId: string;
  instructorName: string;
  startsAt: Date;
  endsAt: Date;
  experienceName: string;
  customerName: string;
  /** Who flies, when not the customer. */
  participantName: string | null;
  partySize: number;
  /** The customer's experience level as read ('Complete Beginner'; a course has none). */
  experienceLevel: string | null;
  notes: string | null;
  payment: LessonPayment;
}

export const LESSON_PAYMENTS = ['paid', 'awaiting-payment', 'pays-on-arrival', 'balance-to-take', 'complimentary'] as const;
export type LessonPayment = (typeof LESSON_PAYMENTS)[number];

/** The booking's fields a lesson's payment is read from. */
export interface LessonPaymentFacts {
  status: string;
  paymentMethod: string | null;
  cashReceivedAt: Date | null;
  amountDuePence: number;
}

/** What an instructor may know of a lesson's payment: paid or not, never an amount (docs/product.md, Instructors). */
export function lessonPayment(row: LessonPaymentFacts): LessonPayment {
  if (row.status === 'held') return 'awaiting-payment';
  if (row.paymentMethod === 'complimentary') return 'complimentary';
  if (row.paymentMethod === 'cash_on_arrival' && row.cashReceivedAt === null) return 'pays-on-arrival';
  return row.amountDuePence > 0 ? 'balance-to-take' : 'paid';
}
