import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Transactional } from '@nestjs-cls/transactional';
import { EVENT_PUBLISHER, EventPublisher } from '../../../shared/outbox/event-publisher';
import {
  InvalidAccountDetailsError,
  InvalidCredentialsError,
  InvalidPasswordLinkError,
  PasswordPolicyError,
  TooManyAttemptsError,
} from '../domain/account.errors';
import {
  linkExpiresAt,
  PASSWORD_LINK_REQUESTED,
  PasswordLinkPurpose,
  PasswordLinkRequestedPayload,
} from '../domain/password-link';
import { emailProblem, MAX_NAME_LENGTH, normalizeEmail, passwordProblem, SessionUser, toSessionUser } from '../domain/user';
import {
  ATTEMPT_COUNTER,
  AttemptCounter,
  PASSWORD_HASHER,
  PASSWORD_TOKEN_REPOSITORY,
  PasswordHasher,
  PasswordTokenRepository,
  USER_REPOSITORY,
  UserRepository,
} from './account.ports';
import { PasswordLinkTokens } from './password-link-tokens';

/** Issue 6: at most 5 failed sign-ins per e-mail and per client address in 15 minutes. */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_WINDOW_MS = 15 * 60_000;
/** Forgot password e-mails per address per hour; more requests get the same answer and no e-mail. */
export const RESET_EMAIL_LIMIT = 3;
export const RESET_WINDOW_MS = 60 * 60_000;

export interface IssuedPasswordLink {
  email: string;
  name: string;
  purpose: PasswordLinkPurpose;
  token: string;
  expiresAt: Date;
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

/** Users, sign-in, staff accounts and the set-password/reset links. */
@Injectable()
export class AccountService {
  private readonly logger = new Logger(AccountService.name);
  /** Verified against when the e-mail is unknown, so both answers take as long (no account enumeration). */
  private dummyHash?: Promise<string>;

  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(PASSWORD_TOKEN_REPOSITORY) private readonly tokens: PasswordTokenRepository,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @Inject(ATTEMPT_COUNTER) private readonly attempts: AttemptCounter,
    @Inject(EVENT_PUBLISHER) private readonly events: EventPublisher,
    private readonly linkTokens: PasswordLinkTokens,
  ) {}

  /**
   * Checks an e-mail and password. Unknown e-mail, wrong password and an account without a password
   * all fail alike; every attempt counts against the e-mail and the client address, a success is
   * taken back, and past the limit the answer is TooManyAttemptsError without checking the password.
   */
  async authenticate(email: string, password: string, clientIp: string): Promise<SessionUser> {
    const normalized = normalizeEmail(email);
    const emailKey = `login:email:${digest(normalized)}`;
    const ipKey = `login:ip:${clientIp}`;
    const counts = await Promise.all([this.attempts.hit(emailKey, LOGIN_WINDOW_MS), this.attempts.hit(ipKey, LOGIN_WINDOW_MS)]);
    const blocked = counts.filter((count) => count.hits > LOGIN_FAILURE_LIMIT);
    if (blocked.length) throw new TooManyAttemptsError(Math.max(...blocked.map((count) => count.retryAfterSeconds)));

    const user = normalized ? await this.users.findByEmail(normalized) : null;
    const matches = await this.hasher.verify(user?.passwordHash ?? (await this.dummy()), password);
    if (!user || !user.passwordHash || !matches) throw new InvalidCredentialsError();
    await Promise.all([this.attempts.clear(emailKey), this.attempts.undo(ipKey)]);
    return toSessionUser(user);
  }

  /** The user behind a login session, or null when the account no longer exists. */
  async findSessionUser(userId: string): Promise<SessionUser | null> {
    const user = await this.users.findById(userId);
    return user && toSessionUser(user);
  }

  /** At API start: the admin from ADMIN_EMAIL/ADMIN_PASSWORD exists, is an admin and has that password. */
  async ensureAdmin(email: string, password: string): Promise<SessionUser> {
    const normalized = normalizeEmail(email);
    const existing = await this.users.findByEmail(normalized);
    if (existing?.role === 'admin' && existing.passwordHash && (await this.hasher.verify(existing.passwordHash, password))) {
      return toSessionUser(existing);
    }
    const admin = await this.users.upsertAdmin({
      email: normalized,
      name: existing?.name ?? 'Staff',
      passwordHash: await this.hasher.hash(password),
    });
    // A changed password ends the sessions opened with the old one.
    if (existing) await this.users.endSessionsOf(admin.id);
    this.logger.log(
      { userId: admin.id },
      existing ? 'Admin account updated from ADMIN_EMAIL/ADMIN_PASSWORD' : 'Admin account created',
    );
    return toSessionUser(admin);
  }

  /**
   * For the booking module: the id of the account of this e-mail (any letter case), created when there
   * is none. Only a new account gets a set-password link (valid 7 days), e-mailed by the worker, so
   * calling it again (a retried job, a second booking) sends nothing more; an expired link is replaced
   * with Forgot password. Joins the caller's transaction.
   */
  @Transactional()
  async ensureAccountForBooking(email: string, name: string): Promise<string> {
    const problem = emailProblem(email);
    if (problem) throw new InvalidAccountDetailsError(problem);
    const cleanName = name.trim().replace(/\s+/g, ' ').slice(0, MAX_NAME_LENGTH) || 'Customer';
    const { user, created } = await this.users.createIfAbsent({
      email: normalizeEmail(email),
      name: cleanName,
      role: 'customer',
      passwordHash: null,
    });
    if (created) await this.publishLink(user.id, 'set-password');
    return user.id;
  }

  /**
   * Forgot password: e-mails a reset link (valid 1 hour) when the account exists. The caller learns
   * nothing either way: the same answer, no error, whether the e-mail is known, unknown or over its limit.
   */
  @Transactional()
  async requestPasswordReset(email: string): Promise<void> {
    const normalized = normalizeEmail(email);
    const [user, { hits }] = await Promise.all([
      this.users.findByEmail(normalized),
      this.attempts.hit(`reset:email:${digest(normalized)}`, RESET_WINDOW_MS),
    ]);
    if (!user || hits > RESET_EMAIL_LIMIT) return;
    await this.publishLink(user.id, 'reset-password');
  }

  /**
   * Worker: the token for the e-mail of one PASSWORD_LINK_REQUESTED event. The same event always
   * gives the same token and one stored hash, so a retried job sends a link that works.
   */
  async issuePasswordLink(event: {
    eventId: string;
    userId: string;
    purpose: PasswordLinkPurpose;
    requestedAt: Date;
  }): Promise<IssuedPasswordLink | null> {
    const user = await this.users.findById(event.userId);
    if (!user) return null;
    const token = this.linkTokens.tokenFor(event.eventId);
    const expiresAt = linkExpiresAt(event.purpose, event.requestedAt);
    await this.tokens.saveOnce({
      userId: user.id,
      purpose: event.purpose,
      tokenHash: this.linkTokens.hash(token),
      eventId: event.eventId,
      expiresAt,
    });
    return { email: user.email, name: user.name, purpose: event.purpose, token, expiresAt };
  }

  /**
   * The /reset-password page: sets the password with a valid link (any unused, unexpired one, set or
   * reset), uses it up with every other outstanding link and ends the user's other sessions.
   */
  async completePasswordReset(token: string, password: string): Promise<SessionUser> {
    const problem = passwordProblem(password);
    if (problem) throw new PasswordPolicyError(problem);
    // Hash before the transaction opens: argon2 is slow on purpose and should not hold row locks.
    const passwordHash = await this.hasher.hash(password);
    return this.applyPasswordLink(this.linkTokens.hash(token), passwordHash);
  }

  @Transactional()
  private async applyPasswordLink(tokenHash: string, passwordHash: string): Promise<SessionUser> {
    const now = new Date();
    const claimed = await this.tokens.consume(tokenHash, now);
    const user = claimed && (await this.users.findById(claimed.userId));
    if (!user) throw new InvalidPasswordLinkError();
    await this.users.setPasswordHash(user.id, passwordHash);
    await this.tokens.revokeAllFor(user.id, now);
    await this.users.endSessionsOf(user.id);
    return toSessionUser(user);
  }

  private async publishLink(userId: string, purpose: PasswordLinkPurpose): Promise<void> {
    const payload: PasswordLinkRequestedPayload = { userId, purpose, requestedAt: new Date().toISOString() };
    await this.events.publish({ type: PASSWORD_LINK_REQUESTED, payload });
  }

  private dummy(): Promise<string> {
    this.dummyHash ??= this.hasher.hash(randomBytes(18).toString('base64'));
    return this.dummyHash;
  }
}
