import { defineEvent } from '../../../shared/outbox/domain-event';

/**
 * One mechanism for the links that let a person choose a password: the set-password link a new
 * account gets, the Forgot password link and a staff invitation. Each is single-use and expires.
 */
export const PASSWORD_LINK_PURPOSES = ['set-password', 'reset-password', 'staff-invite'] as const;
export type PasswordLinkPurpose = (typeof PASSWORD_LINK_PURPOSES)[number];

const HOUR_MS = 3600 * 1000;

/** docs/product.md, Accounts: a new account's link lasts 7 days, a reset link 1 hour, a staff invitation 7 days. */
export const LINK_LIFETIME_MS: Record<PasswordLinkPurpose, number> = {
  'set-password': 7 * 24 * HOUR_MS,
  'reset-password': HOUR_MS,
  'staff-invite': 7 * 24 * HOUR_MS,
};

/** When a link requested at `requestedAt` stops working. */
export function linkExpiresAt(purpose: PasswordLinkPurpose, requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + LINK_LIFETIME_MS[purpose]);
}

/**
 * Event: someone needs a password link e-mailed. It carries ids only: the worker derives the token
 * from the event id, stores its hash and sends the mail, so no secret travels through the queue.
 */
export interface PasswordLinkRequestedPayload {
  userId: string;
  purpose: PasswordLinkPurpose;
  /** ISO instant; the link's lifetime counts from here, however late the worker runs. */
  requestedAt: string;
}

export const PASSWORD_LINK_REQUESTED = defineEvent<PasswordLinkRequestedPayload>()('account.password-link-requested');

/** The PASSWORD_LINK_REQUESTED event for an account; the link's lifetime counts from `requestedAt`. */
export function passwordLinkRequested(userId: string, purpose: PasswordLinkPurpose, requestedAt: Date) {
  return PASSWORD_LINK_REQUESTED({ userId, purpose, requestedAt: requestedAt.toISOString() });
}

/** Where the link points: the token sits in the fragment, which browsers never send to a server or in a Referer. */
export function passwordLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/reset-password#token=${encodeURIComponent(token)}`;
}
