import { confirmationDue, isLinkToken, newsletterLinks } from './newsletter';

describe('newsletter rules', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

  it('sends a confirmation to a new address, then not again within the hour, and never once confirmed', () => {
    expect(confirmationDue({ confirmedAt: null, confirmationSentAt: null }, now)).toBe(true);
    expect(confirmationDue({ confirmedAt: null, confirmationSentAt: minutesAgo(59) }, now)).toBe(false);
    expect(confirmationDue({ confirmedAt: null, confirmationSentAt: minutesAgo(60) }, now)).toBe(true);
    expect(confirmationDue({ confirmedAt: minutesAgo(5), confirmationSentAt: minutesAgo(600) }, now)).toBe(false);
  });

  it('accepts only 48 hex digit tokens', () => {
    expect(isLinkToken('a'.repeat(48))).toBe(true);
    expect(isLinkToken('a'.repeat(47))).toBe(false);
    expect(isLinkToken("' OR 1=1 --")).toBe(false);
    expect(isLinkToken(undefined)).toBe(false);
  });

  it('builds the confirm page, unsubscribe page and one-click API links', () => {
    expect(newsletterLinks('https://skywardsim.co.uk', { confirmToken: 'c1', unsubscribeToken: 'u1' })).toEqual({
      confirm: 'https://skywardsim.co.uk/newsletter/confirm?token=c1',
      unsubscribePage: 'https://skywardsim.co.uk/newsletter/unsubscribe?token=u1',
      oneClickUnsubscribe: 'https://skywardsim.co.uk/api/newsletter/unsubscribe?token=u1',
    });
  });
});
