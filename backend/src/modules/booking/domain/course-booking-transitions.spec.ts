import { walkTransitionTable } from '../../../../test/transition-table';
import { COURSE_BOOKED } from './booking-events';
import { IllegalBookingTransitionError } from './booking.errors';
import { COURSE_STATUSES } from './course-booking';
import { bookCourse, cancelCourse, COURSE_MOVES, payCourse } from './course-booking-transitions';
import { COURSE_CANCELLED } from './course-booking-events';

const now = new Date('2026-11-23T10:18:00Z');
const details = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '07700 900123',
  preferredDate: '2026-12-12',
  notes: null,
  paymentIntentId: 'pi_1',
  isTest: true,
};

describe('course booking transitions', () => {
  // docs/product.md, Fear of Flying course: paid, then booked with the details (or booked at once); a booked course is cancelled.
  walkTransitionTable(
    COURSE_MOVES,
    COURSE_STATUSES,
    ['awaiting_payment → paid', 'awaiting_payment → booked', 'paid → booked', 'booked → cancelled'],
    IllegalBookingTransitionError,
  );

  it('records the payment that made a course paid', () => {
    const paid = payCourse({ status: 'awaiting_payment' }, { paymentIntentId: 'pi_1', isTest: true }, now);
    expect([paid.to, paid.changes, paid.events]).toEqual(['paid', { paidAt: now, isTest: true, paymentIntentId: 'pi_1' }, []]);
  });

  it('books with the details, keeping when it was paid, and publishes that it is booked', () => {
    const paidAt = new Date('2026-11-23T10:00:00Z');
    const booked = bookCourse({ id: 'c1', status: 'paid', paidAt }, details, now);
    expect(booked.changes).toEqual({ ...details, paidAt, bookedAt: now });
    expect(booked.events).toEqual([COURSE_BOOKED({ courseBookingId: 'c1' })]);
    expect(bookCourse({ id: 'c1', status: 'awaiting_payment', paidAt: null }, details, now).changes.paidAt).toBe(now);
  });

  it('cancels a booked course with its refund, keeping a voucher not given back', () => {
    const cancelled = cancelCourse({ id: 'c1', status: 'booked' }, { refundPence: 0, voucherReturned: false }, now);
    expect(cancelled.changes).toEqual({ cancelledAt: now, refundPence: 0, voucherForfeited: true });
    expect(cancelled.events).toEqual([COURSE_CANCELLED({ courseBookingId: 'c1', refundPence: 0 })]);
  });
});
