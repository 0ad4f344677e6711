import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../../shared/config/app-config';
import { sha256Hex } from '../../../shared/crypto/sha256-hex';
import { InvalidCredentialsError, TooManyAttemptsError } from '../domain/account.errors';
import { LOGIN_WINDOW_MS, loginDelayMs } from '../domain/login-throttle';
import { normalizeEmail, SessionUser, toSessionUser } from '../domain/user';
import {
  ATTEMPT_COUNTER,
  AttemptCounter,
  PASSWORD_HASHER,
  PasswordHasher,
  USER_REPOSITORY,
  UserRepository,
} from './account.ports';

/** Sign-in: checking an e-mail and password under the login throttle, and the user behind a login session. */
@Injectable()
export class SignInService {
  /** Verified against when the e-mail is unknown, so both answers take as long (no account enumeration). */
  private dummyHash?: Promise<string>;

  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @Inject(ATTEMPT_COUNTER) private readonly attempts: AttemptCounter,
    private readonly config: AppConfig,
  ) {}

  /**
   * Checks an e-mail and password. Unknown e-mail, wrong password and an account without a password all
   * fail alike. Throttled without lockout (domain/login-throttle): past LOGIN_FAILURES_PER_ACCOUNT_AND_IP
   * failures on this account from this address, or LOGIN_FAILURES_PER_IP from this address on any, the
   * answer is TooManyAttemptsError without checking the password; failures on the account from anywhere
   * else only make each attempt wait (at most 30 s), so the owner elsewhere still gets in.
   */
  async authenticate(email: string, password: string, clientIp: string): Promise<SessionUser> {
    const normalized = normalizeEmail(email);
    const accountKey = `login:account:${sha256Hex(normalized)}`;
    const pairKey = `login:account-ip:${sha256Hex(normalized)}:${clientIp}`;
    const ipKey = `login:ip:${clientIp}`;
    const [pair, ip] = await Promise.all([
      this.attempts.hit(pairKey, LOGIN_WINDOW_MS),
      this.attempts.hit(ipKey, LOGIN_WINDOW_MS),
    ]);
    const blocked = [
      pair.hits > this.config.LOGIN_FAILURES_PER_ACCOUNT_AND_IP && pair,
      ip.hits > this.config.LOGIN_FAILURES_PER_IP && ip,
    ].filter((count) => count !== false);
    if (blocked.length) throw new TooManyAttemptsError(Math.max(...blocked.map((count) => count.retryAfterSeconds)));

    // Before the check, success or not: a fast answer would tell a distributed guesser which guess was right.
    const delay = loginDelayMs(await this.attempts.count(accountKey));
    if (delay > 0) await sleep(delay);
    const user = normalized ? await this.users.findByEmail(normalized) : null;
    const matches = await this.hasher.verify(user?.passwordHash ?? (await this.dummy()), password);
    if (!user || !user.passwordHash || !matches) {
      await this.attempts.hit(accountKey, LOGIN_WINDOW_MS);
      throw new InvalidCredentialsError();
    }
    // Only the owner knows the password: their success ends the slow-down and their address's count on the account.
    await Promise.all([this.attempts.clear(accountKey), this.attempts.clear(pairKey), this.attempts.undo(ipKey)]);
    return toSessionUser(user);
  }

  /** The user behind a login session, or null when the account no longer exists. */
  async findSessionUser(userId: string): Promise<SessionUser | null> {
    const user = await this.users.findById(userId);
    return user && toSessionUser(user);
  }

  private dummy(): Promise<string> {
    this.dummyHash ??= this.hasher.hash(randomBytes(18).toString('base64'));
    return this.dummyHash;
  }
}
