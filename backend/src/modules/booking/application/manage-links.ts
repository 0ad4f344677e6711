import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../shared/config/app-config';
import { signedLinkKey } from '../../../shared/crypto/signed-link';
import type { Booking } from '../domain/booking';
import { manageLinkExpiry, signManageToken, verifyManageToken } from '../domain/manage-link';

/**
 * Signed manage-my-booking links (/manage-booking/{token}) for e-mails. The signing key is derived from
 * SESSION_SECRET with its own purpose label, so it is never the cookie key and production already refuses
 * a missing secret.
 */
@Injectable()
export class ManageLinks {
  private readonly key: Buffer;
  private readonly publicUrl: string;

  constructor(config: AppConfig) {
    this.key = signedLinkKey(config.SESSION_SECRET, 'skyward-manage-booking', 'manage-link-v1');
    this.publicUrl = config.PUBLIC_URL;
  }

  /** Valid until 30 days after the session it was issued for. */
  tokenFor(booking: Pick<Booking, 'id' | 'startsAt'>): string {
    return signManageToken(booking.id, manageLinkExpiry(booking.startsAt), this.key);
  }

  urlFor(booking: Pick<Booking, 'id' | 'startsAt'>): string {
    return `${this.publicUrl}/manage-booking/${this.tokenFor(booking)}`;
  }

  /** The booking id the token names; ManageLinkInvalidError or ManageLinkExpiredError otherwise. */
  bookingIdOf(token: string, now = new Date()): string {
    return verifyManageToken(token, this.key, now);
  }
}
