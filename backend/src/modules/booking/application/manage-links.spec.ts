import { ManageLinks } from './manage-links';
import { CourseManageLinks } from './course-manage-links';
import { thrownCode } from '../../../../test/thrown-code';
import { AppConfig } from '../../../shared/config/app-config';
import { manageLinkExpiry } from '../domain/manage-link';

const config = (secret: string) =>
  Object.assign(new AppConfig(), { SESSION_SECRET: secret, PUBLIC_URL: 'https://skywardsim.co.uk' });

describe('manage-my-booking links', () => {
  const links = new ManageLinks(config('a-locally-generated-secret-of-32-or-more-chars'));
  const booking = { id: '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b', startsAt: new Date('2026-12-10T10:30:00Z') };
  const expiresAt = manageLinkExpiry(booking.startsAt);
  const before = new Date('2026-12-01T09:00:00Z');

  it('expires 30 days after the session starts', () => {
    expect(expiresAt.toISOString()).toBe('2027-01-09T10:30:00.000Z');
  });

  it('opens /manage-booking/{token} on the site, and reads back the booking id until the expiry', () => {
    const token = links.tokenFor(booking);
    expect(token).toMatch(/^[0-9a-f-]{36}\.[0-9a-z]+\.[A-Za-z0-9_-]{43}$/);
    expect(links.urlFor(booking)).toBe(`https://skywardsim.co.uk/manage-booking/${token}`);
    expect(links.idOf(token, before)).toBe(booking.id);
    expect(links.idOf(token, new Date(expiresAt.getTime() - 1000))).toBe(booking.id);
  });

  it('still opens a link e-mailed before: its purpose and key labels are part of every token sent', () => {
    expect(links.tokenFor(booking)).toBe('3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b.trdbu0.crgNFnKDIvj05EaTjgcjcIHrMbuzYa5aemZuSYkEvV4');
  });

  it('refuses an expired token with its own code', () => {
    expect(thrownCode(() => links.idOf(links.tokenFor(booking), expiresAt))).toBe('BOOKING.MANAGE_LINK_EXPIRED');
  });

  it('refuses a token signed with another secret, of another kind of link, or with any part changed', () => {
    const token = links.tokenFor(booking);
    const [id, expiry, signature] = token.split('.');
    const otherBooking = '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6c';
    const later = (parseInt(expiry, 36) + 86_400 * 365).toString(36);
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    const courseLinks = new CourseManageLinks(config('a-locally-generated-secret-of-32-or-more-chars'));
    for (const forged of [
      new ManageLinks(config('another-locally-generated-secret-of-32-chars')).tokenFor(booking),
      courseLinks.tokenFor({ ...booking, createdAt: booking.startsAt }),
      `${otherBooking}.${expiry}.${signature}`,
      `${id}.${later}.${signature}`,
      `${id}.${expiry}.${flipped}`,
    ]) {
      expect(thrownCode(() => links.idOf(forged, before))).toBe('BOOKING.MANAGE_LINK_INVALID');
    }
  });

  it('refuses malformed tokens as invalid rather than failing', () => {
    const token = links.tokenFor(booking);
    for (const bad of [
      '',
      'abc',
      `${token}.extra`,
      token.slice(0, -1),
      `not-a-uuid.${token.split('.').slice(1).join('.')}`,
      '...',
    ]) {
      expect(thrownCode(() => links.idOf(bad, before))).toBe('BOOKING.MANAGE_LINK_INVALID');
    }
  });

  it('an expired token whose signature is forged is invalid, not expired', () => {
    const [id, , signature] = links.tokenFor(booking).split('.');
    expect(thrownCode(() => links.idOf(`${id}.1.${signature}`, before))).toBe('BOOKING.MANAGE_LINK_INVALID');
  });
});
