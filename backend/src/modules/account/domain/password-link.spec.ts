import {
  linkExpiresAt,
  PASSWORD_LINK_REQUESTED,
  passwordLinkRequested,
  passwordLinkUrl,
} from './password-link';

describe('password links', () => {
  const requestedAt = new Date('2026-03-01T10:00:00Z');

  it('lasts 7 days for a new account and 1 hour for a reset', () => {
    expect(linkExpiresAt('set-password', requestedAt).toISOString()).toBe('2026-03-08T10:00:00.000Z');
    expect(linkExpiresAt('reset-password', requestedAt).toISOString()).toBe('2026-03-01T11:00:00.000Z');
  });

  it('puts the token in the fragment of the /reset-password page, so it is never sent to a server', () => {
    expect(passwordLinkUrl('https://skywardsim.co.uk', 'abc_DEF-123')).toBe(
      'https://skywardsim.co.uk/reset-password#token=abc_DEF-123',
    );
  });

  it('asks for a link with ids and the request time only (no secret travels in the event)', () => {
    expect(passwordLinkRequested('user-1', 'reset-password', requestedAt)).toEqual({
      type: PASSWORD_LINK_REQUESTED.type,
      payload: { userId: 'user-1', purpose: 'reset-password', requestedAt: '2026-03-01T10:00:00.000Z' },
    });
  });
});
