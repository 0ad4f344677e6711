import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Transactional } from '@nestjs-cls/transactional';
import { AppConfig } from '../../../shared/config/app-config';
import { sha256Hex } from '../../../shared/crypto/sha256-hex';
import {
  SecondFactorEnrolmentRequiredError,
  SecondFactorInvalidError,
  SecondFactorRequiredError,
} from '../domain/account.errors';
import { readSecondFactorCode, RECOVERY_CODE_COUNT, recoveryCodeFrom, secondFactorRequired } from '../domain/two-factor';
import type { User } from '../domain/user';
import { TOTP_AUTHENTICATOR, TotpAuthenticator, TWO_FACTOR_REPOSITORY, TwoFactorRepository } from './account.ports';

/** What a staff member is shown once, at enrolment: the secret (to type in by hand), its URI and QR code. */
export interface TwoFactorEnrolment {
  secret: string;
  uri: string;
  qrCode: string;
}

/** The ADMIN_2FA_EXEMPT test switch: the ADMIN_EMAIL account only, and never in production. */
const isExemptAdmin = (user: Pick<User, 'email'>, config: AppConfig) =>
  config.ADMIN_2FA_EXEMPT === 'true' && !config.isProduction && user.email === config.ADMIN_EMAIL.trim().toLowerCase();

/** Two-step sign-in for staff (TOTP, RFC 6238, and one-time recovery codes; docs/product.md, Staff panel). */
@Injectable()
export class TwoFactorService {
  constructor(
    @Inject(TWO_FACTOR_REPOSITORY) private readonly secrets: TwoFactorRepository,
    @Inject(TOTP_AUTHENTICATOR) private readonly totp: TotpAuthenticator,
    private readonly config: AppConfig,
  ) {}

  /** Whether this account signs in with a second factor (customers never). */
  requiredFor(user: Pick<User, 'role' | 'email'>): boolean {
    return secondFactorRequired(user.role, this.config.STAFF_2FA_FOR_INSTRUCTORS === 'true') && !isExemptAdmin(user, this.config);
  }

  /** A new secret for someone not yet enrolled (after their password was checked); an enrolled person is asked for a code. */
  async startEnrolment(user: Pick<User, 'id' | 'email'>): Promise<TwoFactorEnrolment> {
    if ((await this.secrets.find(user.id))?.enrolledAt) throw new SecondFactorRequiredError();
    const secret = this.totp.generateSecret();
    await this.secrets.savePending(user.id, secret);
    return { secret, ...(await this.totp.enrolment(secret, user.email)) };
  }

  /**
   * Checks the second factor typed at sign-in. Not enrolled: a code from the pending secret completes the enrolment
   * and the 10 recovery codes are returned (to be shown once). Enrolled: an authenticator code (once each) or an unused
   * recovery code. No code: SecondFactorRequiredError (or …EnrolmentRequiredError); a wrong one: SecondFactorInvalidError.
   * A secret that can no longer be read (SESSION_SECRET replaced) accepts no authenticator code: recovery codes still
   * sign in, and the owner's reset lets the person enrol again.
   */
  @Transactional()
  async check(user: Pick<User, 'id'>, typed: string | undefined): Promise<string[] | undefined> {
    const state = await this.secrets.find(user.id);
    if (!state?.enrolledAt) {
      if (!state || !typed) throw new SecondFactorEnrolmentRequiredError();
      const code = readSecondFactorCode(typed);
      const step = code?.kind === 'totp' && state.secret ? await this.totp.verify(state.secret, code.code, null) : null;
      if (step === null) throw new SecondFactorInvalidError();
      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, () => recoveryCodeFrom(randomBytes(10)));
      await this.secrets.confirm(
        user.id,
        step,
        recoveryCodes.map((recovery) => this.hash(user.id, recovery)),
      );
      return recoveryCodes;
    }
    if (!typed) throw new SecondFactorRequiredError();
    const code = readSecondFactorCode(typed);
    if (code?.kind === 'totp' && state.secret) {
      const step = await this.totp.verify(state.secret, code.code, state.lastStep);
      if (step !== null && (await this.secrets.advanceStep(user.id, step))) return undefined;
    } else if (code?.kind === 'recovery') {
      if (await this.secrets.useRecoveryCode(user.id, this.hash(user.id, code.code))) return undefined;
    }
    throw new SecondFactorInvalidError();
  }

  /** The owner's reset (a lost phone): the secret and codes are forgotten; the next sign-in enrols again. */
  async reset(userId: string): Promise<void> {
    await this.secrets.remove(userId);
  }

  /** Recovery codes are random (50 bits), so a SHA-256 per account is enough: no slow hash needed. */
  private hash(userId: string, recoveryCode: string): string {
    return sha256Hex(`${userId}:${recoveryCode.replace('-', '')}`);
  }
}
