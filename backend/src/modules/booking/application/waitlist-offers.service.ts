import { Inject, Injectable, Logger } from '@nestjs/common';
import { Propagation, TransactionHost, Transactional } from '@nestjs-cls/transactional';
import { DomainError } from '../../../shared/errors/domain-error';
import { EVENT_PUBLISHER, EventPublisher } from '../../../shared/outbox/event-publisher';
import { type Booking, keepsSlot } from '../domain/booking';
import { BookingNotFoundError } from '../domain/booking.errors';
import { londonDateOf, SLOT_TIMES } from '../domain/calendar';
import { OfferEndedError, offerExpiry, OfferTakenError, WAITLIST_OFFERED, WaitlistEntry, WaitlistLinkError, WaitlistOffer, type WaitlistOfferStatus } from '../domain/waitlist';
import { BOOKING_REPOSITORY, BookingRepository } from './booking.ports';
import { BookingCheckoutService, BookingPaymentStarted } from './booking-checkout.service';
import { BookingHoldsService, BookingRequest } from './booking-holds.service';
import { WAITLIST_REPOSITORY, WaitlistRepository } from './waitlist.ports';

/** An offer as its link shows it: the held booking and whether it can still be paid. */
export interface OfferView {
  offer: WaitlistOffer;
  booking: Booking;
  /** The slot is still held for the person to pay. */
  live: boolean;
  /** The offer as it stands now, before the worker's next run records it: paid ('booked'), or lapsed once its hold ran out. */
  status: WaitlistOfferStatus;
}

/**
 * Offers freed slots to the people waiting (docs/product.md, Waitlist). A day's offers are decided one transaction at a
 * time (the day's advisory lock), in the order people joined: each gets the first free time they want, held for them
 * for 30 minutes by a real hold (the calendar's exclusion constraint keeps everyone else off it), and one live offer
 * per time and per person is a unique index. An offer not paid in time lapses; its slot goes to the next person.
 */
@Injectable()
export class WaitlistOffersService {
  private readonly logger = new Logger(WaitlistOffersService.name);

  constructor(
    @Inject(WAITLIST_REPOSITORY) private readonly waitlist: WaitlistRepository,
    @Inject(BOOKING_REPOSITORY) private readonly bookings: BookingRepository,
    @Inject(EVENT_PUBLISHER) private readonly events: EventPublisher,
    private readonly holds: BookingHoldsService,
    private readonly checkout: BookingCheckoutService,
    private readonly txHost: TransactionHost,
  ) {}

  /** The worker's sweep: ends paid and lapsed offers, then offers what is free on every day someone waits for. Returns how many offers. */
  async offerFreedSlots(now = new Date()): Promise<number> {
    await this.waitlist.endOffers(now);
    let offered = 0;
    for (const day of await this.waitlist.waitedDays(londonDateOf(now))) offered += await this.offerOnDay(day, now);
    if (offered) this.logger.log({ offered }, 'Offered freed slots to the waitlist');
    return offered;
  }

  /**
   * Offers the day's free times to those waiting for it, first come first offered; returns how many offers. Whether a
   * time is free is asked of the hold itself (the exclusion constraint), not of availability's memory, which can lag a
   * notification by a moment and would let a later person be offered a time an earlier one wants.
   */
  @Transactional()
  async offerOnDay(date: string, now = new Date()): Promise<number> {
    await this.waitlist.lockDay(date);
    await this.waitlist.endOffers(now);
    const offers: WaitlistOffer[] = [];
    const refused = new Set<string>();
    for (const entry of await this.waitlist.waitingOn(date)) {
      const offer = await this.offerTo(entry, date, now, refused);
      if (offer) offers.push(offer);
    }
    if (offers.length) await this.events.publish(...offers.map((offer) => WAITLIST_OFFERED({ offerId: offer.id })));
    return offers.length;
  }

  /** The offer its link names, with its booking (WaitlistLinkError when none). */
  async view(token: string, now = new Date()): Promise<OfferView> {
    const offer = await this.waitlist.offerByToken(token);
    if (!offer) throw new WaitlistLinkError();
    const booking = await this.bookings.findById(offer.bookingId);
    if (!booking) throw new BookingNotFoundError();
    const live = offer.status === 'active' && booking.status === 'held' && keepsSlot(booking, now);
    const status = offer.status !== 'active' || live ? offer.status : booking.status === 'confirmed' ? 'booked' : 'lapsed';
    return { offer, booking, live, status };
  }

  /** Sets up the payment of the held slot (the same payment when asked again); OfferEndedError once the hold ran out or was paid. */
  async startPayment(token: string, now = new Date()): Promise<BookingPaymentStarted> {
    const { booking, live } = await this.view(token, now);
    if (!live) throw new OfferEndedError();
    return this.checkout.payForHold(booking);
  }

  /**
   * Holds the first time the entry wants that the calendar gives, and records the offer; null when none does. Each try
   * is a savepoint, so a refused one rolls back alone; `refused` keeps the times refused for an option in this run.
   */
  private async offerTo(entry: WaitlistEntry, date: string, now: Date, refused: Set<string>): Promise<WaitlistOffer | null> {
    for (const time of entry.times ?? SLOT_TIMES) {
      const tried = `${entry.sessionType}|${entry.optionId}|${time}`;
      if (refused.has(tried)) continue;
      try {
        return await this.txHost.withTransaction(Propagation.Nested, async () => {
          const expiresAt = offerExpiry(now);
          const hold = await this.holds.placeHold(holdRequest(entry, date, time), now, expiresAt);
          return this.waitlist.insertOffer({ entryId: entry.id, bookingId: hold.id, date, timeSlot: time, offeredAt: now, expiresAt });
        });
      } catch (error) {
        if (error instanceof OfferTakenError) return null;
        // Taken, closed, past, outside opening hours or off sale: not this time.
        if (!(error instanceof DomainError)) throw error;
        refused.add(tried);
      }
    }
    return null;
  }
}

/** The booking an offer holds: the entry's details, as the booking form would have sent them. */
const holdRequest = (entry: WaitlistEntry, date: string, timeSlot: string): BookingRequest => ({
  sessionType: entry.sessionType,
  optionId: entry.optionId,
  partySize: entry.partySize,
  date,
  timeSlot,
  name: entry.name,
  email: entry.email,
  phone: entry.phone,
  experienceLevel: entry.experienceLevel,
  notes: null,
  whoIsFlying: entry.participantName ? 'someone-else' : 'me',
  participantName: entry.participantName,
  ageRulesConfirmed: true,
});
