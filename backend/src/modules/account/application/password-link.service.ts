import { Inject, Injectable } from '@nestjs/common';
import { Transactional } from '@nestjs-cls/transactional';
import { sha256Hex } from '../../../shared/crypto/sha256-hex';
import { EVENT_PUBLISHER, EventPublisher } from '../../../shared/outbox/event-publisher';
import { InvalidPasswordLinkError, PasswordPolicyError } from '../domain/account.errors';
import { linkExpiresAt, PasswordLinkPurpose, passwordLinkRequested } from '../domain/password-link';
import { normalizeEmail, passwordProblem, SessionUser, toSessionUser } from '../domain/user';
import {
  ATTEMPT_COUNTER,
  AttemptCounter,
  LOGIN_SESSION_STORE,
  LoginSessionStore,
  PASSWORD_HASHER,
  PASSWORD_TOKEN_REPOSITORY,
  PasswordHasher,
  PasswordTokenRepository,
  USER_REPOSITORY,
  UserRepository,
} from './account.ports';
import { PasswordLinkTokens } from './password-link-tokens';

/** Forgot password e-mails per address per hour; more requests get the same answer and no e-mail. */
const RESET_EMAIL_LIMIT = 3;
const RESET_WINDOW_MS = 60 * 60_000;

export interface IssuedPasswordLink {
  email: string;
  name: string;
  purpose: PasswordLinkPurpose;
  token: string;
  expiresAt: Date;
}

/** The set-password and reset links: asking for one, issuing its token for the e-mail, and using it. */
@Injectable()
export class PasswordLinkService {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(LOGIN_SESSION_STORE) private readonly sessions: LoginSessionStore,
    @Inject(PASSWORD_TOKEN_REPOSITORY) private readonly tokens: PasswordTokenRepository,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @Inject(ATTEMPT_COUNTER) private readonly attempts: AttemptCounter,
    @Inject(EVENT_PUBLISHER) private readonly events: EventPublisher,
    private readonly linkTokens: PasswordLinkTokens,
  ) {}

  /**
   * Forgot password: e-mails a reset link (valid 1 hour) when the account exists. The caller learns
   * nothing either way: the same answer, no error, whether the e-mail is known, unknown or over its limit.
   */
  @Transactional()
  async requestPasswordReset(email: string): Promise<void> {
    const normalized = normalizeEmail(email);
    const [user, { hits }] = await Promise.all([
      this.users.findByEmail(normalized),
      this.attempts.hit(`reset:email:${sha256Hex(normalized)}`, RESET_WINDOW_MS),
    ]);
    if (!user || hits > RESET_EMAIL_LIMIT) return;
    await this.events.publish(passwordLinkRequested(user.id, 'reset-password', new Date()));
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
    await this.sessions.endAllOf(user.id);
    return toSessionUser(user);
  }
}
