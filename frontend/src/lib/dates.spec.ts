import { describe, expect, it } from 'vitest';
import { formatDay, formatDayAndTime, formatMoment, formatSlot } from './dates';

describe('staff dates, one style (en-GB)', () => {
  it('writes a calendar day as "Fri 27 Nov 2026", whatever the browser’s zone', () => {
    expect(formatDay('2026-11-27')).toBe('Fri 27 Nov 2026');
    expect(formatSlot('2026-11-28', '15:00')).toBe('Sat 28 Nov 2026 at 15:00');
  });

  it('writes an instant in London time: GMT in winter, BST in summer', () => {
    expect(formatMoment('2026-11-28T15:00:00Z')).toBe('28 Nov at 15:00');
    expect(formatMoment('2026-07-01T14:05:00Z')).toBe('1 Jul at 15:05');
    expect(formatDayAndTime('2026-07-01T23:30:00Z')).toBe('Thu 2 Jul 2026 at 00:30');
    expect(formatDay(new Date('2026-11-27T23:59:00Z'))).toBe('Fri 27 Nov 2026');
  });
});
