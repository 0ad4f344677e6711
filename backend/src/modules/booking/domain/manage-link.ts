import { ManageLinkExpiredError, ManageLinkInvalidError } from './booking-change.errors';
import { readLinkToken, signLinkToken } from '../../../shared/crypto/signed-link';

/**
 * The token of a manage-my-booking link (/manage-booking/{token}), for customers who are not signed in: a signed
 * link (`shared/crypto/signed-link.ts`) naming the booking, which ends 30 days after the session.
 */
export const MANAGE_LINK_DAYS_AFTER_START = 30;

const DAY = 86_400_000;
const PURPOSE = 'manage-booking';

/** When a link to a session starting then stops working. */
export function manageLinkExpiry(startsAt: Date): Date {
  return new Date(startsAt.getTime() + MANAGE_LINK_DAYS_AFTER_START * DAY);
}

export function signManageToken(bookingId: string, expiresAt: Date, key: Buffer): string {
  return signLinkToken(PURPOSE, bookingId, expiresAt, key);
}

/** The booking id of a token we signed that has not expired; ManageLinkInvalidError or ManageLinkExpiredError otherwise. */
export function verifyManageToken(token: string, key: Buffer, now: Date): string {
  const reading = readLinkToken(PURPOSE, token, key, now);
  if ('id' in reading) return reading.id;
  throw reading.problem === 'expired' ? new ManageLinkExpiredError() : new ManageLinkInvalidError();
}
