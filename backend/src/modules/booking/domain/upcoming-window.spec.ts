import { upcomingWindow } from './upcoming-window';

describe('upcoming window', () => {
  it('runs from today in London to the same day 3 months later', () => {
    expect(upcomingWindow(new Date('2026-03-10T12:00:00Z'))).toEqual({ from: '2026-03-10', to: '2026-06-10' });
  });

  it('uses the London date, not the UTC one (00:30 BST is still the previous day in UTC)', () => {
    expect(upcomingWindow(new Date('2026-06-30T23:30:00Z'))).toEqual({ from: '2026-07-01', to: '2026-10-01' });
  });

  it('ends on the last day of a shorter month', () => {
    expect(upcomingWindow(new Date('2026-11-30T12:00:00Z'))).toEqual({ from: '2026-11-30', to: '2027-02-28' });
  });
});
