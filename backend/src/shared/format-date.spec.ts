import { formatDay, formatMoment } from './format-date';

describe('dates as people read them (en-GB)', () => {
  it('writes a calendar day as "Fri 27 Nov 2026" and an instant as London time', () => {
    expect(formatDay('2026-11-27')).toBe('Fri 27 Nov 2026');
    expect(formatDay(new Date('2026-06-30T23:30:00Z'))).toBe('Wed 1 Jul 2026');
    expect(formatMoment('2026-11-28T15:00:00Z')).toBe('28 Nov at 15:00');
    expect(formatMoment(new Date('2026-07-01T14:05:00Z'))).toBe('1 Jul at 15:05');
  });
});
