import type { PasswordLinkPurpose } from '../domain/password-link';
import type { StaffMember } from '../domain/staff-account';
import type { Role, StaffRole, User } from '../domain/user';

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
  /** The accounts that still exist among these ids. */
  findByIds(ids: readonly string[]): Promise<User[]>;
  /** By normalized e-mail. */
  findByEmail(email: string): Promise<User | null>;
  /** Creates the account unless one with this e-mail exists (safe under concurrency); says which happened. */
  createIfAbsent(user: NewUser): Promise<{ user: User; created: boolean }>;
  /** Creates the account with this e-mail as an owner with this password, or promotes, reactivates and updates it. */
  upsertAdmin(user: Omit<NewUser, 'role'> & { passwordHash: string }): Promise<User>;
  setPasswordHash(userId: string, passwordHash: string): Promise<void>;
  /** Every account with a staff role, deactivated ones too, by name. */
  listStaff(): Promise<StaffMember[]>;
  setRole(userId: string, role: StaffRole): Promise<void>;
  /** Deactivates (at `at`) or reactivates (null) the account. */
  setDeactivatedAt(userId: string, at: Date | null): Promise<void>;
  /** Active owners, counted under a lock on their rows so two owners demoting each other cannot both succeed. */
  countActiveOwnersForUpdate(): Promise<number>;
  /** Deletes the account (its password links go with it). */
  delete(userId: string): Promise<void>;
}

export const USER_REPOSITORY = Symbol('USER_REPOSITORY');

/** Port: the login sessions kept for signed-in visitors. */
export interface LoginSessionStore {
  /** Ends every login session of the user (after a password change, so a thief's session dies too). */
  endAllOf(userId: string): Promise<void>;
}

export const LOGIN_SESSION_STORE = Symbol('LOGIN_SESSION_STORE');

/** A staff member's TOTP secret: pending (shown, no code typed from it yet) until `enrolledAt`. */
export interface TwoFactorSecret {
  /** Null when the stored secret cannot be read (sealed under another key, or altered). */
  secret: string | null;
  enrolledAt: Date | null;
  /** The RFC 6238 time step of the last accepted code (a code is accepted once). */
  lastStep: number | null;
}

/** Port: staff members' TOTP secrets and the SHA-256 hashes of their recovery codes. */
export interface TwoFactorRepository {
  find(userId: string): Promise<TwoFactorSecret | null>;
  /** Stores a new pending secret (replacing a pending one; never an enrolled one). */
  savePending(userId: string, secret: string): Promise<void>;
  /** Marks the secret enrolled and replaces the recovery codes with these hashes. */
  confirm(userId: string, step: number, recoveryCodeHashes: readonly string[]): Promise<void>;
  /** Records an accepted code's step, only when later than the last one; false when the step was used already. */
  advanceStep(userId: string, step: number): Promise<boolean>;
  /** Uses up a recovery code atomically; false when unknown or used. */
  useRecoveryCode(userId: string, codeHash: string): Promise<boolean>;
  /** Forgets the secret and the codes (the owner's reset): the next sign-in enrols again. */
  remove(userId: string): Promise<void>;
}

export const TWO_FACTOR_REPOSITORY = Symbol('TWO_FACTOR_REPOSITORY');

/** Port: the RFC 6238 authenticator (otplib) and the QR code an app scans at enrolment. */
export interface TotpAuthenticator {
  generateSecret(): string;
  /** The time step of a valid code (±1 step for clock drift) later than `afterStep`, or null. */
  verify(secret: string, code: string, afterStep: number | null): Promise<number | null>;
  /** The otpauth:// URI and a PNG data URL of its QR code. */
  enrolment(secret: string, accountName: string): Promise<{ uri: string; qrCode: string }>;
}

export const TOTP_AUTHENTICATOR = Symbol('TOTP_AUTHENTICATOR');

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
  /** The count in the current window without adding to it (0 when none). */
  count(key: string): Promise<number>;
  /** Takes one attempt back (a sign-in that turned out to succeed). */
  undo(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

export const ATTEMPT_COUNTER = Symbol('ATTEMPT_COUNTER');

/** Whose personal data is asked for: the account and the e-mail its bookings and orders were placed with. */
export interface DataSubject {
  userId: string;
  email: string;
}

/** What replaces a deleted customer's details on the records kept for the accounts. */
export interface Anonymised {
  name: string;
  email: string;
}

/**
 * Port: one module's part of a customer's personal data (UK GDPR articles 15, 17 and 20). Each module
 * that keeps such data implements it over its own tables; the account module only asks.
 */
/** What a holder answers when the customer must first cancel what is still to come. */

/** How many records of one kind (orders, payments) a holder's export lists at most. */
export const PERSONAL_DATA_EXPORT_LIMIT = 1000;

export interface PersonalDataHolder {
  /** The key of this part in the export: 'bookings', 'orders', 'newsletter'. */
  readonly area: string;
  /** Everything this module keeps about the customer, as plain JSON. */
  exportFor(subject: DataSubject): Promise<unknown>;
  /** Throws the domain error that stops deletion for now (an upcoming booking), or resolves. */
  assertErasable(subject: DataSubject, now: Date): Promise<void>;
  /** Replaces the personal fields of records kept for the accounts, and deletes the rest. */
  erase(subject: DataSubject, anonymised: Anonymised): Promise<void>;
}

/** Every module's PersonalDataHolder (a multi-provider: the composing module lists them). */
export const PERSONAL_DATA_HOLDERS = Symbol('PERSONAL_DATA_HOLDERS');
