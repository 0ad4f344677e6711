import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../../shared/config/app-config';
import { sha256Hex } from '../../../shared/crypto/sha256-hex';
import {
  InvalidCredentialsError,
  SecondFactorInvalidError,
  StaffOnlyError,
  TooManyAttemptsError,
} from '../domain/account.errors';
import { LOGIN_WINDOW_MS, loginDelayMs } from '../domain/login-throttle';
import { normalizeEmail, SessionUser, toSessionUser, type User } from '../domain/user';
import {
  ATTEMPT_COUNTER,
  AttemptCounter,
  PASSWORD_HASHER,
  PasswordHasher,
  USER_REPOSITORY,
  UserRepository,
} from './account.ports';
import { TwoFactorEnrolment, TwoFactorService } from './two-factor.service';

interface AttemptKeys {
  account: string;
  pair: string;
  ip: string;
}

/** A successful sign-in: the user, and the recovery codes when it completed a two-step enrolment. */
export interface SignedIn {
  user: SessionUser;
  recoveryCodes?: string[];
}

/** Sign-in: checking an e-mail, password and a staff member's second factor under the login throttle, and the user behind a login session. */
@Injectable()
export class SignInService {
  /** Verified against when the e-mail is unknown, so both answers take as long (no account enumeration). */
  private dummyHash?: Promise<string>;

  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @Inject(ATTEMPT_COUNTER) private readonly attempts: AttemptCounter,
    private readonly twoFactor: TwoFactorService,
    private readonly config: AppConfig,
  ) {}

  /**
   * Checks an e-mail and password, and for staff the second factor (`code`: an authenticator or recovery code).
   * Unknown e-mail, wrong password, an account without a password and a deactivated one all fail alike.
   * Throttled without lockout (domain/login-throttle): past LOGIN_FAILURES_PER_ACCOUNT_AND_IP failures on this
   * account from this address, or LOGIN_FAILURES_PER_IP from this address on any, the answer is
   * TooManyAttemptsError without checking anything; failures on the account from anywhere else only make each
   * attempt wait (at most 30 s), so the owner elsewhere still gets in. A wrong second factor counts as a failure,
   * like a wrong password; a right password asked for its code costs nothing. An enrolment's first code returns
   * the recovery codes, to be shown once.
   */
  async authenticate(email: string, password: string, clientIp: string, code?: string): Promise<SignedIn> {
    const { user, keys } = await this.checkPassword(email, password, clientIp);
    let recoveryCodes: string[] | undefined;
    if (this.twoFactor.requiredFor(user)) {
      try {
        recoveryCodes = await this.twoFactor.check(user, code);
      } catch (error) {
        if (error instanceof SecondFactorInvalidError) await this.attempts.hit(keys.account, LOGIN_WINDOW_MS);
        else await Promise.all([this.attempts.undo(keys.pair), this.attempts.undo(keys.ip)]);
        throw error;
      }
    }
    // Only the owner knows the password: their success ends the slow-down and their address's count on the account.
    await Promise.all([this.attempts.clear(keys.account), this.attempts.clear(keys.pair), this.attempts.undo(keys.ip)]);
    return { user: toSessionUser(user), recoveryCodes };
  }

  /**
   * Enrolment at a staff member's first sign-in: after the password (throttled as a sign-in), a new TOTP secret and
   * its QR code. Someone enrolled already is asked for their code; an account that needs no second factor is refused.
   */
  async startEnrolment(email: string, password: string, clientIp: string): Promise<TwoFactorEnrolment> {
    const { user, keys } = await this.checkPassword(email, password, clientIp);
    await Promise.all([this.attempts.undo(keys.pair), this.attempts.undo(keys.ip)]);
    if (!this.twoFactor.requiredFor(user)) throw new StaffOnlyError();
    return this.twoFactor.startEnrolment(user);
  }

  /** Whether this account must sign in on the staff page with a second factor (not straight from a password link). */
  needsSecondFactor(user: Pick<SessionUser, 'role' | 'email'>): boolean {
    return this.twoFactor.requiredFor(user);
  }

  private async checkPassword(email: string, password: string, clientIp: string): Promise<{ user: User; keys: AttemptKeys }> {
    const normalized = normalizeEmail(email);
    const keys: AttemptKeys = {
      account: `login:account:${sha256Hex(normalized)}`,
      pair: `login:account-ip:${sha256Hex(normalized)}:${clientIp}`,
      ip: `login:ip:${clientIp}`,
    };
    const [pair, ip] = await Promise.all([
      this.attempts.hit(keys.pair, LOGIN_WINDOW_MS),
      this.attempts.hit(keys.ip, LOGIN_WINDOW_MS),
    ]);
    const blocked = [
      pair.hits > this.config.LOGIN_FAILURES_PER_ACCOUNT_AND_IP && pair,
      ip.hits > this.config.LOGIN_FAILURES_PER_IP && ip,
    ].filter((count) => count !== false);
    if (blocked.length) throw new TooManyAttemptsError(Math.max(...blocked.map((count) => count.retryAfterSeconds)));

    // Before the check, success or not: a fast answer would tell a distributed guesser which guess was right.
    const delay = loginDelayMs(await this.attempts.count(keys.account));
    if (delay > 0) await sleep(delay);
    const user = normalized ? await this.users.findByEmail(normalized) : null;
    const matches = await this.hasher.verify(user?.passwordHash ?? (await this.dummy()), password);
    if (!user || !user.passwordHash || !matches || user.deactivatedAt) {
      await this.attempts.hit(keys.account, LOGIN_WINDOW_MS);
      throw new InvalidCredentialsError();
    }
    return { user, keys };
  }

  /** The user behind a login session, or null when the account no longer exists or was deactivated (signed out at once). */
  async findSessionUser(userId: string): Promise<SessionUser | null> {
    const user = await this.users.findById(userId);
    return user && !user.deactivatedAt ? toSessionUser(user) : null;
  }

  private dummy(): Promise<string> {
    this.dummyHash ??= this.hasher.hash(randomBytes(18).toString('base64'));
    return this.dummyHash;
  }
}
