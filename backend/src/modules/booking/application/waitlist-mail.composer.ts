import { Inject, Injectable } from '@nestjs/common';
import type { MailBrand } from '../../../shared/mail/mail-brand';
import type { MailComposer, MailEventOf, OutgoingMail } from '../../../shared/mail/outgoing-mail';
import { WAITLIST_JOINED, WAITLIST_OFFERED, type WaitlistEntry } from '../domain/waitlist';
import { BookableOptions } from './bookable-options';
import { BOOKING_REPOSITORY, BookingRepository } from './booking.ports';
import { waitlistJoinedMail, waitlistOfferMail } from './waitlist-mails';
import { WAITLIST_REPOSITORY, WaitlistRepository } from './waitlist.ports';

/** Waitlist events become the only two e-mails someone waiting gets (PECR: what they asked for): on the list, and an offer. */
@Injectable()
export class WaitlistMailComposer implements MailComposer {
  static readonly events = [WAITLIST_JOINED, WAITLIST_OFFERED] as const;

  constructor(
    @Inject(WAITLIST_REPOSITORY) private readonly waitlist: WaitlistRepository,
    @Inject(BOOKING_REPOSITORY) private readonly bookings: BookingRepository,
    private readonly options: BookableOptions,
  ) {}

  async compose(event: MailEventOf<typeof WaitlistMailComposer>, brand: MailBrand): Promise<OutgoingMail[]> {
    const url = (path: string) => `${brand.publicUrl}${path}`;
    const leaveUrl = (entry: WaitlistEntry) => url(`/waitlist/leave/${entry.token}`);
    if (event.name === WAITLIST_JOINED.type) {
      const entry = await this.waitlist.entryById(event.data.entryId);
      const option = entry && (await this.options.find(entry.sessionType, entry.optionId));
      if (!entry || !option || entry.status !== 'waiting') return [];
      return [waitlistJoinedMail(entry, option.name, brand, { leaveUrl: leaveUrl(entry) })];
    }
    const offer = await this.waitlist.offerById(event.data.offerId);
    const entry = offer && (await this.waitlist.entryById(offer.entryId));
    const booking = offer && (await this.bookings.findById(offer.bookingId));
    if (!offer || !entry || !booking || offer.status !== 'active') return [];
    return [waitlistOfferMail(entry, offer, booking, brand, { leaveUrl: leaveUrl(entry), offerUrl: url(`/waitlist/offer/${offer.token}`) })];
  }
}
