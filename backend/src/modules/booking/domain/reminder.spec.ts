import { reminderTime } from './reminder';

const HOUR = 3_600_000;

describe('session reminders: the same London clock time the day before', () => {
  const longAgo = new Date('2026-01-01T00:00:00Z');

  it('is 24 hours ahead on an ordinary day (GMT and BST)', () => {
    expect(reminderTime(new Date('2026-12-10T10:30:00Z'), longAgo)?.toISOString()).toBe('2026-12-09T10:30:00.000Z');
    expect(reminderTime(new Date('2026-07-15T09:30:00Z'), longAgo)?.toISOString()).toBe('2026-07-14T09:30:00.000Z');
  });

  it('is 23 real hours ahead of a session on Sunday 29 March 2026, when the clocks go forward', () => {
    const startsAt = new Date('2026-03-29T09:30:00Z'); // 10:30 BST
    const at = reminderTime(startsAt, longAgo) as Date;
    expect(at.toISOString()).toBe('2026-03-28T10:30:00.000Z'); // 10:30 GMT on Saturday
    expect((startsAt.getTime() - at.getTime()) / HOUR).toBe(23);
  });

  it('is 25 real hours ahead of a session on Sunday 25 October 2026, when the clocks go back', () => {
    const startsAt = new Date('2026-10-25T10:30:00Z'); // 10:30 GMT
    const at = reminderTime(startsAt, longAgo) as Date;
    expect(at.toISOString()).toBe('2026-10-24T09:30:00.000Z'); // 10:30 BST on Saturday
    expect((startsAt.getTime() - at.getTime()) / HOUR).toBe(25);
  });

  it('is none for a booking made less than a day ahead', () => {
    const startsAt = new Date('2026-12-10T10:30:00Z');
    expect(reminderTime(startsAt, new Date('2026-12-09T10:29:59Z'))).not.toBeNull();
    expect(reminderTime(startsAt, new Date('2026-12-09T10:30:00Z'))).toBeNull();
    expect(reminderTime(startsAt, new Date('2026-12-10T08:00:00Z'))).toBeNull();
  });
});
