import { createHmac, timingSafeEqual } from 'node:crypto';
import { ManageLinkExpiredError, ManageLinkInvalidError } from './booking-change.errors';
import { isUuid } from '../../../shared/uuid';

/**
 * The token of a manage-my-booking link (/manage-booking/{token}), for customers who are not signed in:
 * `{bookingId}.{expiry, seconds since 1970 in base 36}.{HMAC-SHA256 of both, base64url}`. Nothing is
 * stored: the signature proves we issued it, the expiry ends it 30 days after the session.
 */
export const MANAGE_LINK_DAYS_AFTER_START = 30;

const DAY = 86_400_000;
const EXPIRY = /^[0-9a-z]{1,12}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

/** When a link to a session starting then stops working. */
export function manageLinkExpiry(startsAt: Date): Date {
  return new Date(startsAt.getTime() + MANAGE_LINK_DAYS_AFTER_START * DAY);
}

const signature = (payload: string, key: Buffer) =>
  createHmac('sha256', key).update(`manage-booking:${payload}`, 'utf8').digest();

export function signManageToken(bookingId: string, expiresAt: Date, key: Buffer): string {
  const payload = `${bookingId.toLowerCase()}.${Math.floor(expiresAt.getTime() / 1000).toString(36)}`;
  return `${payload}.${signature(payload, key).toString('base64url')}`;
}

/**
 * The booking id of a token we signed that has not expired. A token that is malformed or whose signature
 * does not match (compared in constant time) is invalid, whatever its expiry says; a genuine one past its
 * expiry is expired.
 */
export function verifyManageToken(token: string, key: Buffer, now: Date): string {
  const [bookingId, expiry, given, ...rest] = token.split('.');
  if (rest.length > 0 || !isUuid(bookingId ?? '') || !EXPIRY.test(expiry ?? '') || !SIGNATURE.test(given ?? '')) {
    throw new ManageLinkInvalidError();
  }
  const expected = signature(`${bookingId}.${expiry}`, key);
  const actual = Buffer.from(given, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) throw new ManageLinkInvalidError();
  if (parseInt(expiry, 36) * 1000 <= now.getTime()) throw new ManageLinkExpiredError();
  return bookingId;
}
