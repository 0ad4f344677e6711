import { describe, expect, it } from 'vitest';
import { isoDay, lastBookableDay, londonToday } from './booking-options';

describe('booking options', () => {
  it("takes today from London's clock, not the visitor's", () => {
    // 23:30 UTC on 14 June is already 15 June in London (BST).
    expect(isoDay(londonToday(new Date('2027-06-14T23:30:00Z')))).toBe('2027-06-15');
    expect(isoDay(londonToday(new Date('2026-12-31T23:30:00Z')))).toBe('2026-12-31');
    expect(isoDay(lastBookableDay(new Date('2026-11-23T10:00:00Z')))).toBe('2027-11-23');
  });

  it.each([
    ['2026-03-28T23:30:00Z', '2026-03-28'], // the night before the clocks go forward (29 March 2026, 01:00 GMT)
    ['2026-03-29T00:59:59Z', '2026-03-29'],
    ['2026-03-29T23:00:00Z', '2026-03-30'], // midnight BST
    ['2026-10-24T23:00:00Z', '2026-10-25'], // still BST: midnight in London
    ['2026-10-25T23:00:00Z', '2026-10-25'], // back on GMT since 01:00 GMT that morning
  ])('knows the UK clock changes: %s is %s in London', (instant, day) => {
    expect(isoDay(londonToday(new Date(instant)))).toBe(day);
  });

  it('agrees with Intl for London every half hour of three years', () => {
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });
    const disagreements: string[] = [];
    for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2029, 0, 1); time += 30 * 60_000) {
      const instant = new Date(time);
      const mine = isoDay(londonToday(instant));
      if (mine !== intl.format(instant)) disagreements.push(`${instant.toISOString()}: ${mine}, Intl ${intl.format(instant)}`);
    }
    expect(disagreements).toEqual([]);
  });
});
