import { describe, expect, it } from 'vitest';
import type { Session } from './api/booking-api';
import { durationLabel, isoDay, lastBookableDay, londonToday, sessionPrice } from './booking-options';

const scenario: Session = {
  id: 'scenario',
  name: 'Scenario Flight',
  duration: '1-3 hours',
  pricePence: 14900,
  priceFrom: true,
  description: '',
  category: 'enthusiasts',
  bookingMode: 'slot',
  durationOptions: [
    { minutes: 60, pricePence: 14900 },
    { minutes: 120, pricePence: 24900 },
    { minutes: 180, pricePence: 34900 },
  ],
};

describe('booking options', () => {
  it("prices a session from the server's duration options", () => {
    expect(sessionPrice(scenario)).toBe(14900);
    expect(sessionPrice(scenario, 120)).toBe(24900);
    expect(sessionPrice(scenario, 180)).toBe(34900);
    expect(sessionPrice(scenario, 90)).toBeNull();
  });

  it("takes today from London's clock, not the visitor's", () => {
    // 23:30 UTC on 14 June is already 15 June in London (BST).
    expect(isoDay(londonToday(new Date('2027-06-14T23:30:00Z')))).toBe('2027-06-15');
    expect(isoDay(londonToday(new Date('2026-12-31T23:30:00Z')))).toBe('2026-12-31');
    expect(isoDay(lastBookableDay(new Date('2026-11-23T10:00:00Z')))).toBe('2027-11-23');
  });

  it('names durations', () => {
    expect(durationLabel(60)).toBe('1 hour');
    expect(durationLabel(120)).toBe('2 hours');
    expect(durationLabel(90)).toBe('90 minutes');
  });
});
