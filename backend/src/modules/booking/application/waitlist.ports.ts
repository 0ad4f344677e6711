import type { WaitlistEntry, WaitlistOffer } from '../domain/waitlist';

export type NewWaitlistEntry = Omit<WaitlistEntry, 'id' | 'token' | 'status' | 'createdAt' | 'endedAt'>;

export type NewWaitlistOffer = Pick<WaitlistOffer, 'entryId' | 'bookingId' | 'date' | 'timeSlot' | 'offeredAt' | 'expiresAt'>;

/** An offer that ended: paid ('booked') or not ('lapsed'), with the hold it kept. */
export interface EndedOffer {
  offerId: string;
  entryId: string;
  bookingId: string;
  status: 'booked' | 'lapsed';
}

/** An entry as staff see it on a day: who waits, for what, and the offers made to them. */
export interface WaitlistRow extends WaitlistEntry {
  offers: WaitlistOffer[];
}

/** Port: the waitlist's entries and offers. Writes join the caller's transaction. */
export interface WaitlistRepository {
  insertEntry(entry: NewWaitlistEntry): Promise<WaitlistEntry>;
  entryById(id: string): Promise<WaitlistEntry | null>;
  entryByToken(token: string): Promise<WaitlistEntry | null>;
  /** The person left the waitlist at `now` (an entry still waiting or offered; one that ended stays as it ended). */
  markLeft(id: string, now: Date): Promise<void>;
  /** The days (from `today`) someone still waits for, in order. */
  waitedDays(today: string): Promise<string[]>;
  /** Entries waiting (not offered) for the day, in the order they joined. */
  waitingOn(date: string): Promise<WaitlistEntry[]>;
  /** Takes the day's offer lock until the active transaction ends: offers for one day are decided one at a time. */
  lockDay(date: string): Promise<void>;
  /** Records the offer and marks its entry offered; the database refuses a second live offer for the time or the person. */
  insertOffer(offer: NewWaitlistOffer): Promise<WaitlistOffer>;
  offerById(id: string): Promise<WaitlistOffer | null>;
  offerByToken(token: string): Promise<WaitlistOffer | null>;
  /** The live offer of an entry, if any. */
  liveOfferOf(entryId: string): Promise<WaitlistOffer | null>;
  /** Ends the live offers whose hold no longer keeps the slot at `now`: 'booked' when it was paid, else 'lapsed'; their entries follow. */
  endOffers(now: Date): Promise<EndedOffer[]>;
  /** Entries waiting for the day or offered a time on it, in the order they joined, with their offers. */
  forDay(date: string): Promise<WaitlistRow[]>;
}

export const WAITLIST_REPOSITORY = Symbol('WAITLIST_REPOSITORY');
