/**
 * Manage-my-booking links (/manage-booking/{token}) for customers who are not signed in: a signed link
 * (`shared/crypto/signed-link.ts`) naming the booking, which ends 30 days after the session.
 */
export const MANAGE_LINK_DAYS_AFTER_START = 30;

const DAY = 86_400_000;

/** When a link to a session starting then stops working. */
export function manageLinkExpiry(startsAt: Date): Date {
  return new Date(startsAt.getTime() + MANAGE_LINK_DAYS_AFTER_START * DAY);
}
