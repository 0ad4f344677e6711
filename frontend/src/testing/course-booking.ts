import type { CourseBooking } from '../features/booking/api/booking-api';

/** A paid Fear of Flying course booking as staff see it, awaiting its date; `extra` changes any field. */
export const courseBooking = (extra: Partial<CourseBooking> = {}): CourseBooking => ({
  id: 'c-1',
  reference: 'C-1',
  name: 'Nervous Ned',
  email: 'ned@example.com',
  phone: '07700 900456',
  preferredDate: '2026-12-10',
  notes: null,
  paymentIntentId: 'pi_1',
  amountPence: 29500,
  voucherPence: 0,
  status: 'booked',
  isTest: false,
  createdAt: '2026-11-21T09:00:00.000Z',
  courseDate: null,
  startTime: null,
  cancelledAt: null,
  refundPence: null,
  ...extra,
});
