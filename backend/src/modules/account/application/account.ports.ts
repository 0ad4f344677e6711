import type { PasswordLinkPurpose } from '../domain/password-link';
import type { Role, User } from '../domain/user';

export interface NewUser {
  /** Already normalized (trimmed, lower-case). */
  email: string;
  name: string;
  role: Role;
  passwordHash: string | null;
}

/** Port: where user accounts are kept. E-mails are unique whatever their letter case. */
export interface UserRepository {
  findById(id: string): Promise<User | null>;
  /** By normalized e-mail. */
  findByEmail(email: string): Promise<User | null>;
  /** Creates the account unless one with this e-mail exists (safe under concurrency); says which happened. */
  createIfAbsent(user: NewUser): Promise<{ user: User; created: boolean }>;
  /** Creates the account with this e-mail as an admin with this password, or promotes and updates it. */
  upsertAdmin(user: Omit<NewUser, 'role'> & { passwordHash: string }): Promise<User>;
  setPasswordHash(userId: string, passwordHash: string): Promise<void>;
  /** Ends every login session of the user (after a password change, so a thief's session dies too). */
  endSessionsOf(userId: string): Promise<void>;
}

export const USER_REPOSITORY = Symbol('USER_REPOSITORY');

export interface NewPasswordToken {
  userId: string;
  purpose: PasswordLinkPurpose;
  /** SHA-256 (hex) of the token; the token itself is never stored. */
  tokenHash: string;
  /** The event whose e-mail carries the token: one token per event. */
  eventId: string;
  expiresAt: Date;
}

/** Port: the stored hashes of set-password and reset tokens. */
export interface PasswordTokenRepository {
  /** Stores the token unless one is already stored for its event (a retried job). */
  saveOnce(token: NewPasswordToken): Promise<void>;
  /** Marks an unused, unexpired token used, atomically; returns its user, or null when it cannot be used. */
  consume(tokenHash: string, now: Date): Promise<{ userId: string; purpose: PasswordLinkPurpose } | null>;
  /** Every other outstanding link of the user stops working. */
  revokeAllFor(userId: string, now: Date): Promise<void>;
}

export const PASSWORD_TOKEN_REPOSITORY = Symbol('PASSWORD_TOKEN_REPOSITORY');

/** Port: one-way password hashing (argon2id). `verify` takes the same time whether or not it matches. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
}

export const PASSWORD_HASHER = Symbol('PASSWORD_HASHER');

/** Port: fixed-window attempt counters shared by every API process (failed sign-ins, reset requests). */
export interface AttemptCounter {
  /** Counts one attempt against `key`; returns the count in the current window and when the window ends. */
  hit(key: string, windowMs: number): Promise<{ hits: number; retryAfterSeconds: number }>;
  /** Takes one attempt back (a sign-in that turned out to succeed). */
  undo(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

export const ATTEMPT_COUNTER = Symbol('ATTEMPT_COUNTER');

/** One of a customer's upcoming sessions, as the dashboard lists it (SPEC section 3, My-bookings item). */
export interface UpcomingBooking {
  id: string;
  sessionType: string;
  /** London calendar date, 'YYYY-MM-DD'. */
  date: string;
  /** 'HH:mm', or null for a course whose time staff arrange. */
  timeSlot: string | null;
  notes: string | null;
}

/**
 * Port: a customer's upcoming bookings, implemented by the booking module. `from` and `to` are London
 * calendar dates ('YYYY-MM-DD', both included); bookings are matched by user id, or by e-mail while
 * not yet linked to the account.
 */
export interface UpcomingBookings {
  forUser(userId: string, email: string, from: string, to: string): Promise<UpcomingBooking[]>;
}

export const UPCOMING_BOOKINGS = Symbol('UPCOMING_BOOKINGS');
