import { describe, expect, it } from 'vitest';
import { isoDay, lastBookableDay, londonToday } from './booking-options';

describe('booking options', () => {
  it("takes today from London's clock, not the visitor's", () => {
    // 23:30 UTC on 14 June is already 15 June in London (BST).
    expect(isoDay(londonToday(new Date('2027-06-14T23:30:00Z')))).toBe('2027-06-15');
    expect(isoDay(londonToday(new Date('2026-12-31T23:30:00Z')))).toBe('2026-12-31');
    expect(isoDay(lastBookableDay(new Date('2026-11-23T10:00:00Z')))).toBe('2027-11-23');
  });
});
