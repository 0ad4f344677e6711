import type { Role } from './user';

/** How long a login session lasts (OWASP ASVS 3.3.2; docs/product.md, Accounts). */
export interface SessionLifetime {
  /** Unused this long, the session ends (every request starts the time again). */
  idleMs: number;
  /** Signed in this long, the session ends however busy (null: never). */
  absoluteMs: number | null;
}

const MINUTE = 60_000;

const STAFF: SessionLifetime = { idleMs: 30 * MINUTE, absoluteMs: 12 * 60 * MINUTE };

export const SESSION_LIFETIMES: Record<Role, SessionLifetime> = {
  owner: STAFF,
  staff: STAFF,
  instructor: STAFF,
  customer: { idleMs: 7 * 24 * 60 * MINUTE, absoluteMs: null },
};

/** Whether a session signed in at `signedInAt` (unknown for sessions from before this rule) has outlived its role's absolute limit. */
export function sessionOutlived(role: Role, signedInAt: number | undefined, now: number): boolean {
  const { absoluteMs } = SESSION_LIFETIMES[role];
  if (absoluteMs === null) return false;
  return signedInAt === undefined || now - signedInAt >= absoluteMs;
}
