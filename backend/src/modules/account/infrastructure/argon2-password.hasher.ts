import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { AppConfig } from '../../../shared/config/app-config';
import type { PasswordHasher } from '../application/account.ports';

/** OWASP Password Storage Cheat Sheet: argon2id, 19 MiB, 2 iterations, 1 lane. */
export const OWASP_ARGON2 = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * The test suites only: argon2id at its cheapest (1 MiB, 1 iteration), because they hash a password at every
 * application start and sign-up. A hash records its own cost, so verifying works across the two.
 */
export const TEST_ARGON2 = { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

@Injectable()
export class Argon2PasswordHasher implements PasswordHasher {
  private readonly options: typeof OWASP_ARGON2 | typeof TEST_ARGON2;

  constructor(config: AppConfig) {
    this.options = config.NODE_ENV === 'test' ? TEST_ARGON2 : OWASP_ARGON2;
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, this.options);
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(passwordHash, password);
    } catch {
      // A malformed stored hash matches nothing.
      return false;
    }
  }
}
