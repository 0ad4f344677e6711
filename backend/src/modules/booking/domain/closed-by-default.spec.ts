import { closedByDefaultAhead, isClosedByDefault } from './closed-by-default';

describe('days closed by default (docs/product.md, Booking rules: Closures)', () => {
  it('are Christmas Day and 26 December of any year, and no other day', () => {
    expect(['2026-12-25', '2026-12-26', '2031-12-25'].map(isClosedByDefault)).toEqual([true, true, true]);
    expect(['2026-12-24', '2026-12-27', '2026-11-25', 'not a date'].map(isClosedByDefault)).toEqual([false, false, false, false]);
  });

  it('lists the next Christmas Day and 26 December from today, today included', () => {
    expect(closedByDefaultAhead('2026-11-27')).toEqual(['2026-12-25', '2026-12-26']);
    expect(closedByDefaultAhead('2026-12-26')).toEqual(['2026-12-26', '2027-12-25']);
    expect(closedByDefaultAhead('2026-12-27')).toEqual(['2027-12-25', '2027-12-26']);
  });
});
