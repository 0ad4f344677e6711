import { assertCourseMove, preferredDateProblem, readPreferredDate } from './course-booking';

const now = new Date('2026-11-23T10:18:00Z');

describe('Fear of Flying course booking', () => {
  it('takes no preferred date, or one after today within 12 months', () => {
    expect(preferredDateProblem(null, now)).toBeNull();
    expect(preferredDateProblem('2026-11-24', now)).toBeNull();
    expect(preferredDateProblem('2027-11-23', now)).toBeNull();
  });

  it('refuses today, past dates, dates beyond 12 months and non-dates', () => {
    expect(preferredDateProblem('2026-11-23', now)).toMatch(/future/);
    expect(preferredDateProblem('2025-01-01', now)).toMatch(/future/);
    expect(preferredDateProblem('2027-11-24', now)).toMatch(/12 months/);
    expect(preferredDateProblem('next week', now)).toMatch(/calendar date/);
  });

  it('reads an ISO preferred date as its London day and refuses one in the past', () => {
    expect(readPreferredDate('2027-06-14T23:00:00.000Z', now)).toBe('2027-06-15');
    expect(readPreferredDate(null, now)).toBeNull();
    expect(() => readPreferredDate('2026-11-20T00:00:00.000Z', now)).toThrow(/future/);
    expect(() => readPreferredDate('soon', now)).toThrow(/calendar date/);
  });

  it('moves awaiting_payment → paid → booked only', () => {
    expect(() => assertCourseMove('awaiting_payment', 'paid')).not.toThrow();
    expect(() => assertCourseMove('paid', 'booked')).not.toThrow();
    expect(() => assertCourseMove('awaiting_payment', 'booked')).not.toThrow();
    expect(() => assertCourseMove('booked', 'booked')).toThrow();
    expect(() => assertCourseMove('booked', 'paid')).toThrow();
  });
});
