import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../../shared/config/app-config';
import type { MailBrand } from '../../../shared/mail/mail-brand';
import type { MailComposer, MailEventOf, OutgoingMail } from '../../../shared/mail/outgoing-mail';
import type { Booking } from '../domain/booking';
import { BOOKING_HOLD_RECOVERY, BOOKING_REVIEW_REQUEST, type FollowUpKind } from '../domain/follow-ups';
import { BOOKING_FOLLOW_UP_REPOSITORY, BookingFollowUpRepository } from './booking-follow-up.ports';
import { BookingFollowUpsService } from './booking-follow-ups.service';
import { BOOKING_REPOSITORY, BookingRepository } from './booking.ports';
import { holdRecoveryMail, reviewRequestMail } from './follow-up-mails';

/**
 * The follow-ups the sweeps queued become e-mails, checked again at send time: a hold's reminder only while the hold
 * is still the customer's last word (they booked nothing and held nothing since), a review request only for a session
 * still confirmed and not marked no-show, while the requests are turned on. Either way the row is settled, so the
 * sweep stops queueing it.
 */
@Injectable()
export class FollowUpMailComposer implements MailComposer {
  static readonly events = [BOOKING_HOLD_RECOVERY, BOOKING_REVIEW_REQUEST] as const;

  constructor(
    @Inject(BOOKING_REPOSITORY) private readonly bookings: BookingRepository,
    @Inject(BOOKING_FOLLOW_UP_REPOSITORY) private readonly followUps: BookingFollowUpRepository,
    private readonly service: BookingFollowUpsService,
    private readonly config: AppConfig,
  ) {}

  async compose(event: MailEventOf<typeof FollowUpMailComposer>, brand: MailBrand): Promise<OutgoingMail[]> {
    const kind: FollowUpKind = event.name === BOOKING_HOLD_RECOVERY.type ? 'hold-recovery' : 'review-request';
    const booking = await this.bookings.findById(event.data.bookingId);
    if (!booking) return [];
    const mail = kind === 'hold-recovery' ? await this.holdRecovery(booking, brand) : this.reviewRequest(booking, brand);
    await this.followUps.settle({ bookingId: booking.id, kind }, new Date(), mail ? 'sent' : 'dropped');
    return mail ? [mail] : [];
  }

  private async holdRecovery(booking: Booking, brand: MailBrand): Promise<OutgoingMail | null> {
    if (booking.status !== 'expired' || !booking.emailOptInAt || (await this.followUps.cameBack(booking.id))) return null;
    return holdRecoveryMail(booking, brand);
  }

  private reviewRequest(booking: Booking, brand: MailBrand): OutgoingMail | null {
    if (!this.service.reviewsEnabled || booking.status !== 'confirmed' || booking.attendance === 'no_show') return null;
    return reviewRequestMail(booking, brand, this.config.REVIEW_URL as string);
  }
}
