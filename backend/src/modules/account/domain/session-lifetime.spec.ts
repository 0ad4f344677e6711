import { SESSION_LIFETIMES, sessionOutlived } from './session-lifetime';

describe('session lifetimes', () => {
  const signedInAt = Date.UTC(2026, 0, 5, 8, 0);
  const hours = (count: number) => signedInAt + count * 3_600_000;

  it('gives staff 30 minutes idle and 12 hours in all; customers 7 days rolling', () => {
    for (const role of ['owner', 'staff', 'instructor'] as const) {
      expect(SESSION_LIFETIMES[role]).toEqual({ idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 });
    }
    expect(SESSION_LIFETIMES.customer).toEqual({ idleMs: 7 * 24 * 3_600_000, absoluteMs: null });
  });

  it('ends a staff session 12 hours after sign-in, however busy, and one that never recorded its sign-in', () => {
    expect(sessionOutlived('owner', signedInAt, hours(11.9))).toBe(false);
    expect(sessionOutlived('owner', signedInAt, hours(12))).toBe(true);
    expect(sessionOutlived('owner', undefined, hours(0))).toBe(true);
  });

  it('never ends a customer session for its age alone', () => {
    expect(sessionOutlived('customer', signedInAt, hours(24 * 365))).toBe(false);
    expect(sessionOutlived('customer', undefined, hours(0))).toBe(false);
  });
});
