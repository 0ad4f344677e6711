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

export function isPasswordLinkPurpose(value: unknown): value is PasswordLinkPurpose {
  return typeof value === 'string' && (PASSWORD_LINK_PURPOSES as readonly string[]).includes(value);
}

/** When a link requested at `requestedAt` stops working. */
export function linkExpiresAt(purpose: PasswordLinkPurpose, requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + LINK_LIFETIME_MS[purpose]);
}

/**
 * Event: someone needs a password link e-mailed. It carries ids only: the worker derives the token
 * from the event id, stores its hash and sends the mail, so no secret travels through the queue.
 */
export const PASSWORD_LINK_REQUESTED = 'account.password-link-requested';
export interface PasswordLinkRequestedPayload {
  [key: string]: string;
  userId: string;
  purpose: PasswordLinkPurpose;
  /** ISO instant; the link's lifetime counts from here, however late the worker runs. */
  requestedAt: string;
}

/** The PASSWORD_LINK_REQUESTED event for an account; the link's lifetime counts from `requestedAt`. */
export function passwordLinkRequested(userId: string, purpose: PasswordLinkPurpose, requestedAt: Date) {
  const payload: PasswordLinkRequestedPayload = { userId, purpose, requestedAt: requestedAt.toISOString() };
  return { type: PASSWORD_LINK_REQUESTED, payload };
}

/** Where the link points: the token sits in the fragment, which browsers never send to a server or in a Referer. */
export function passwordLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/reset-password#token=${encodeURIComponent(token)}`;
}
