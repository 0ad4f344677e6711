import { createHmac, hkdfSync } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../shared/config/app-config';
import { sha256Hex } from '../../../shared/crypto/sha256-hex';

/**
 * The secret in a set-password or reset link. It is derived from the id of the event that asked for
 * the e-mail (HMAC with a key derived from SESSION_SECRET), so a retried job e-mails the same token and
 * no secret ever travels in job data. Only its SHA-256 is stored.
 */
@Injectable()
export class PasswordLinkTokens {
  private readonly key: Buffer;

  constructor(config: AppConfig) {
    this.key = Buffer.from(hkdfSync('sha256', config.SESSION_SECRET, 'skyward-password-link', 'token-v1', 32));
  }

  /** 256 bits, base64url (43 characters). */
  tokenFor(eventId: string): string {
    return createHmac('sha256', this.key).update(eventId, 'utf8').digest('base64url');
  }

  /** What is stored and looked up: a lookup by hash leaks nothing about the token through timing. */
  hash(token: string): string {
    return sha256Hex(token);
  }
}
