import { domainError, fixedDomainError } from '../../../shared/errors/domain-error';
import { defineEvent } from '../../../shared/outbox/domain-event';
import type { ExperienceLevel } from './booking';
import { isSlotTime } from './calendar';

/**
 * The waitlist (docs/product.md, Waitlist): someone waits for a full day or a taken time; when a time they want frees,
 * the first of them in the order they joined is offered it, held for them for OFFER_MINUTES.
 */
export const OFFER_MINUTES = 30;
/** The most days one entry waits for. */
export const MAX_WAITLIST_DAYS = 14;

export type WaitlistEntryStatus = 'waiting' | 'offered' | 'booked' | 'lapsed' | 'left';
export type WaitlistOfferStatus = 'active' | 'booked' | 'lapsed';

/** Events the waitlist publishes through the outbox (ids only); each is one e-mail to the person waiting. */
export const WAITLIST_JOINED = defineEvent<{ entryId: string }>()('waitlist.joined');
export const WAITLIST_OFFERED = defineEvent<{ offerId: string }>()('waitlist.offered');

export interface WaitlistEntry {
  id: string;
  /** The secret of the entry's links (leave the waitlist). */
  token: string;
  name: string;
  email: string;
  phone: string;
  experienceLevel: ExperienceLevel;
  participantName: string | null;
  ageRulesConfirmedAt: Date;
  sessionType: string;
  optionId: string;
  partySize: number;
  /** London dates, 'YYYY-MM-DD', in order. */
  dates: string[];
  /** Start times wanted; null: any time that day. */
  times: string[] | null;
  status: WaitlistEntryStatus;
  createdAt: Date;
  endedAt: Date | null;
}

export interface WaitlistOffer {
  id: string;
  /** The secret of the offer's link (the held slot, to pay). */
  token: string;
  entryId: string;
  bookingId: string;
  date: string;
  timeSlot: string;
  offeredAt: Date;
  expiresAt: Date;
  status: WaitlistOfferStatus;
  endedAt: Date | null;
}

export class WaitlistChoiceError extends domainError('WAITLIST.INVALID_CHOICE', 'invalid') {}

export class WaitlistLinkError extends fixedDomainError(
  'WAITLIST.LINK_INVALID',
  'not_found',
  'This waitlist link is not valid. Please use the link in your latest e-mail from us.',
) {}

/** Another transaction offered that time, or that person, a moment ago (the database's unique indexes decided). */
export class OfferTakenError extends fixedDomainError('WAITLIST.OFFER_TAKEN', 'conflict', 'That time was offered to someone else a moment ago.') {}

export class OfferEndedError extends fixedDomainError(
  'WAITLIST.OFFER_ENDED',
  'gone',
  'This offer has ended: the slot was held for you for 30 minutes and has gone to the next person waiting.',
) {}

/** The days and times of a new entry, checked and put in order; refused with a sentence when they make no sense. */
export function waitlistChoice(dates: readonly string[], times: readonly string[] | null | undefined, today: string): Pick<WaitlistEntry, 'dates' | 'times'> {
  const days = [...new Set(dates)].sort();
  if (days.length === 0) throw new WaitlistChoiceError('Choose at least one day to wait for.');
  if (days.length > MAX_WAITLIST_DAYS) throw new WaitlistChoiceError(`Choose at most ${MAX_WAITLIST_DAYS} days.`);
  if (days[0] < today) throw new WaitlistChoiceError('Choose days from today on.');
  if (!times || times.length === 0) return { dates: days, times: null };
  const starts = [...new Set(times)].sort();
  const unknown = starts.find((time) => !isSlotTime(time));
  if (unknown) throw new WaitlistChoiceError(`${unknown} is not one of our start times.`);
  return { dates: days, times: starts };
}

/** When an offer made at `now` ends unpaid. */
export function offerExpiry(now: Date): Date {
  return new Date(now.getTime() + OFFER_MINUTES * 60_000);
}
