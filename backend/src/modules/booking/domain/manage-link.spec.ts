import { manageLinkExpiry, signManageToken, verifyManageToken } from './manage-link';
import { thrownCode } from '../../../../test/thrown-code';

describe('manage-my-booking links', () => {
  const key = Buffer.alloc(32, 7);
  const bookingId = '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b';
  const startsAt = new Date('2026-12-10T10:30:00Z');
  const expiresAt = manageLinkExpiry(startsAt);
  const before = new Date('2026-12-01T09:00:00Z');

  it('expires 30 days after the session starts', () => {
    expect(expiresAt.toISOString()).toBe('2027-01-09T10:30:00.000Z');
  });

  it('reads back the booking id of a token it signed, until the expiry', () => {
    const token = signManageToken(bookingId, expiresAt, key);
    expect(token).toMatch(/^[0-9a-f-]{36}\.[0-9a-z]+\.[A-Za-z0-9_-]{43}$/);
    expect(verifyManageToken(token, key, before)).toBe(bookingId);
    expect(verifyManageToken(token, key, new Date(expiresAt.getTime() - 1000))).toBe(bookingId);
  });

  it('refuses an expired token with its own code', () => {
    const token = signManageToken(bookingId, expiresAt, key);
    expect(thrownCode(() => verifyManageToken(token, key, expiresAt))).toBe('BOOKING.MANAGE_LINK_EXPIRED');
  });

  it('refuses a token signed with another key, or with any part changed', () => {
    const token = signManageToken(bookingId, expiresAt, key);
    const [id, expiry, signature] = token.split('.');
    const otherBooking = '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6c';
    const later = (parseInt(expiry, 36) + 86_400 * 365).toString(36);
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    for (const forged of [
      signManageToken(bookingId, expiresAt, Buffer.alloc(32, 8)),
      `${otherBooking}.${expiry}.${signature}`,
      `${id}.${later}.${signature}`,
      `${id}.${expiry}.${flipped}`,
    ]) {
      expect(thrownCode(() => verifyManageToken(forged, key, before))).toBe('BOOKING.MANAGE_LINK_INVALID');
    }
  });

  it('refuses malformed tokens as invalid rather than failing', () => {
    const token = signManageToken(bookingId, expiresAt, key);
    for (const bad of [
      '',
      'abc',
      `${token}.extra`,
      token.slice(0, -1),
      `not-a-uuid.${token.split('.').slice(1).join('.')}`,
      '...',
    ]) {
      expect(thrownCode(() => verifyManageToken(bad, key, before))).toBe('BOOKING.MANAGE_LINK_INVALID');
    }
  });

  it('an expired token whose signature is forged is invalid, not expired', () => {
    const [id, , signature] = signManageToken(bookingId, expiresAt, key).split('.');
    expect(thrownCode(() => verifyManageToken(`${id}.1.${signature}`, key, before))).toBe('BOOKING.MANAGE_LINK_INVALID');
  });
});
