import { describe, expect, it } from 'vitest';
import { londonDate, presetRanges, shortDay } from './takings-range';

describe('takings ranges', () => {
  it('reads today in London, not UTC (00:30 BST on 1 June is still 31 May in UTC)', () => {
    expect(londonDate(new Date('2026-05-31T23:30:00Z'))).toBe('2026-06-01');
    expect(londonDate(new Date('2026-11-27T23:30:00Z'))).toBe('2026-11-27');
  });

  it('offers today, this week from Monday to Sunday and this calendar month', () => {
    expect(presetRanges(new Date('2026-11-27T10:00:00Z'))).toEqual([
      { label: 'Today', range: { from: '2026-11-27', to: '2026-11-27' } },
      { label: 'This week', range: { from: '2026-11-23', to: '2026-11-29' } },
      { label: 'This month', range: { from: '2026-11-01', to: '2026-11-30' } },
    ]);
    expect(presetRanges(new Date('2027-02-14T10:00:00Z'))[2].range).toEqual({ from: '2027-02-01', to: '2027-02-28' });
  });

  it('writes dates as staff read them', () => {
    expect(shortDay('2026-11-27')).toBe('Fri 27 Nov 2026');
  });
});
