import { courseCancellation, planCourseTime, preferredDateProblem, readPreferredDate } from './course-booking';

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

  it("plans staff's date and start time: whole slots kept, 4 hours inside the day's opening hours, not past, within 12 months", () => {
    // Wednesday 2 December 2026 (GMT): open 10:00-21:00.
    expect(planCourseTime({ date: '2026-12-02', startTime: '12:00' }, now)).toEqual({
      courseDate: '2026-12-02',
      startTime: '12:00',
      startsAt: new Date('2026-12-02T12:00:00Z'),
      endsAt: new Date('2026-12-02T16:00:00Z'),
      occupied: { from: new Date('2026-12-02T12:00:00Z'), to: new Date('2026-12-02T16:30:00Z') },
    });
    expect(() => planCourseTime({ date: '2026-12-02', startTime: '18:00' }, now)).toThrow(/opening hours/);
    expect(() => planCourseTime({ date: '2026-12-02', startTime: '09:00' }, now)).toThrow(/opening hours/);
    expect(() => planCourseTime({ date: '2026-12-02', startTime: '11:00' }, now)).toThrow(/time slots/);
    expect(() => planCourseTime({ date: '2026-11-20', startTime: '10:30' }, now)).toThrow(/already passed/);
    expect(() => planCourseTime({ date: '2027-11-24', startTime: '10:30' }, now)).toThrow(/12 months/);
    // Saturday 5 December: open 09:00-18:00, so 09:00 fits and 15:00 does not.
    expect(planCourseTime({ date: '2026-12-05', startTime: '09:00' }, now).endsAt).toEqual(new Date('2026-12-05T13:00:00Z'));
    expect(() => planCourseTime({ date: '2026-12-05', startTime: '15:00' }, now)).toThrow(/opening hours/);
  });

  it("refunds by the Terms' tiers once dated, in full before a date is set; a voucher comes back in the full tier only", () => {
    const course = { amountPence: 29500, startsAt: new Date('2026-12-02T12:00:00Z'), voucherId: null };
    expect(courseCancellation(course, new Date('2026-11-30T11:00:00Z'))).toMatchObject({
      tier: 'full',
      refundPence: 29500,
      voucherReturned: null,
    });
    expect(courseCancellation(course, new Date('2026-12-01T06:00:00Z'))).toMatchObject({ tier: 'half', refundPence: 14750 });
    expect(courseCancellation({ ...course, amountPence: 29501 }, new Date('2026-12-01T06:00:00Z')).refundPence).toBe(14750);
    expect(courseCancellation({ ...course, voucherId: 'v' }, new Date('2026-12-02T01:00:00Z'))).toMatchObject({
      tier: 'none',
      refundPence: 0,
      voucherReturned: false,
    });
    expect(courseCancellation({ ...course, startsAt: null, voucherId: 'v' }, new Date('2027-01-01T00:00:00Z'))).toMatchObject({
      tier: 'full',
      refundPence: 29500,
      voucherReturned: true,
    });
  });
});
