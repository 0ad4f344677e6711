import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../shared/config/app-config';
import { SignedLinks, type SignedLinkKind } from '../../../shared/crypto/signed-link';
import { ManageLinkExpiredError, ManageLinkInvalidError } from '../domain/booking-change.errors';
import type { Booking } from '../domain/booking';
import { manageLinkExpiry } from '../domain/manage-link';

const MANAGE_BOOKING_LINK: SignedLinkKind = {
  purpose: 'manage-booking',
  key: { salt: 'skyward-manage-booking', info: 'manage-link-v1' },
  page: '/manage-booking/',
  invalid: () => new ManageLinkInvalidError(),
  expired: () => new ManageLinkExpiredError(),
};

/**
 * Signed manage-my-booking links (/manage-booking/{token}) for e-mails, valid until 30 days after the session. The
 * signing key is derived from SESSION_SECRET with its own labels, so it is never the cookie key and production
 * already refuses a missing secret.
 */
@Injectable()
export class ManageLinks extends SignedLinks<Pick<Booking, 'id' | 'startsAt'>> {
  constructor(config: AppConfig) {
    super(config, MANAGE_BOOKING_LINK);
  }

  protected expiryOf(booking: Pick<Booking, 'id' | 'startsAt'>): Date {
    return manageLinkExpiry(booking.startsAt);
  }
}
