import { isCommonPassword } from './common-passwords';

/**
 * Roles of the staff (docs/product.md, Staff panel): the owner reaches everything and manages staff, staff run the
 * day's operations, an instructor sees their own schedule.
 */
export const STAFF_ROLES = ['owner', 'staff', 'instructor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** Roles on a user: customers see their own bookings; the staff roles reach the back office. */
export const ROLES = ['customer', ...STAFF_ROLES] as const;
export type Role = (typeof ROLES)[number];

export function isStaffRole(role: string | undefined): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role ?? '');
}

/** A user account. `passwordHash` is null until the customer sets a password from the e-mailed link. */
export interface User {
  id: string;
  email: string;
  name: string;
  role: Role;
  passwordHash: string | null;
  createdAt: Date;
  /** Set when the owner took a staff member's access away: the account cannot sign in. */
  deactivatedAt: Date | null;
}

/** What a signed-in session knows about its user (never the password hash). */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: Role;
}

export const MAX_EMAIL_LENGTH = 254;
export const MAX_NAME_LENGTH = 120;
/** OWASP ASVS 2.1.1 / 2.1.2: at least 12 characters, at most 128, no composition rules. */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 128;

// Loose on purpose: one @, a dot in the domain, no spaces (the address is proved by the e-mailed link).
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/;

/** E-mails are compared and stored trimmed and lower-cased: one account per address in any letter case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function emailProblem(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return 'Please enter your email address.';
  const email = value.trim();
  if (email.length > MAX_EMAIL_LENGTH) return `An email address has at most ${MAX_EMAIL_LENGTH} characters.`;
  if (!EMAIL.test(email) || CONTROL_CHARACTERS.test(email)) return 'Please enter a valid email address.';
  return null;
}

export function nameProblem(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return 'Please enter a name.';
  if (value.trim().length > MAX_NAME_LENGTH) return `A name has at most ${MAX_NAME_LENGTH} characters.`;
  if (CONTROL_CHARACTERS.test(value)) return 'A name cannot contain control characters.';
  return null;
}

/** Length counts characters as a person sees them (code points), so an emoji is one, not two. */
export function passwordProblem(value: unknown): string | null {
  if (typeof value !== 'string') return 'Please enter a password.';
  const length = [...value].length;
  if (length < MIN_PASSWORD_LENGTH) return `Your password needs at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (length > MAX_PASSWORD_LENGTH) return `Your password can have at most ${MAX_PASSWORD_LENGTH} characters.`;
  if (isCommonPassword(value))
    return 'This password is one of the most common passwords. Please choose one that is harder to guess.';
  return null;
}

export function toSessionUser(user: Pick<User, 'id' | 'email' | 'name' | 'role'>): SessionUser {
  return { id: user.id, email: user.email, name: user.name, role: user.role };
}
