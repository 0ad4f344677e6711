import { Inject, Injectable } from '@nestjs/common';
import { Transactional } from '@nestjs-cls/transactional';
import { EVENT_PUBLISHER, EventPublisher } from '../../../shared/outbox/event-publisher';
import type { ExperienceLevel } from '../domain/booking';
import { InvalidBookingDateError } from '../domain/booking.errors';
import { isLocalDate, lastBookableDate, londonDateOf } from '../domain/calendar';
import { FlightAnswers, flightAnswers } from '../domain/flight-questions';
import { WAITLIST_JOINED, WaitlistChoiceError, waitlistChoice, WaitlistEntry, WaitlistLinkError } from '../domain/waitlist';
import { BookableOptions } from './bookable-options';
import { BookingHoldsService } from './booking-holds.service';
import { WAITLIST_REPOSITORY, WaitlistRepository, WaitlistRow } from './waitlist.ports';

/** What someone joining the waitlist asks for: the experience and party, the days and times, and the booking form's details. */
export interface JoinWaitlist extends FlightAnswers {
  sessionType: string;
  optionId?: string | null;
  durationMinutes?: number | null;
  partySize?: number | null;
  dates: string[];
  /** Start times wanted; empty or absent: any time. */
  times?: string[] | null;
  name: string;
  email: string;
  phone?: string | null;
  experienceLevel: ExperienceLevel;
}

/**
 * Joining and leaving the waitlist, and the day's list for staff (docs/product.md, Waitlist). The entry keeps what a
 * booking needs, so an offer holds a complete booking the person only has to pay.
 */
@Injectable()
export class WaitlistService {
  constructor(
    @Inject(WAITLIST_REPOSITORY) private readonly waitlist: WaitlistRepository,
    @Inject(EVENT_PUBLISHER) private readonly events: EventPublisher,
    private readonly options: BookableOptions,
    private readonly holds: BookingHoldsService,
  ) {}

  /** Adds the person at the end of the queue for those days and e-mails them that they are on it. */
  @Transactional()
  async join(request: JoinWaitlist, now = new Date()): Promise<WaitlistEntry> {
    const option = await this.options.onSale(request);
    if (option.bookedAs !== 'slot') throw new WaitlistChoiceError('The waitlist is for sessions on the simulator.');
    const answers = flightAnswers(request, now);
    const choice = waitlistChoice(request.dates, request.times, londonDateOf(now));
    const last = lastBookableDate(now);
    if (choice.dates[choice.dates.length - 1] > last) throw new WaitlistChoiceError(`Choose days up to ${last}.`);
    const entry = await this.waitlist.insertEntry({
      ...choice,
      name: request.name.trim(),
      email: request.email.trim(),
      phone: request.phone?.trim() ?? '',
      experienceLevel: request.experienceLevel,
      participantName: answers.participantName,
      ageRulesConfirmedAt: answers.ageRulesConfirmedAt,
      sessionType: option.experienceId,
      optionId: option.optionId,
      partySize: request.partySize ?? 1,
    });
    await this.events.publish(WAITLIST_JOINED({ entryId: entry.id }));
    return entry;
  }

  /** The entry a leave link names (WaitlistLinkError when none). */
  async entry(token: string): Promise<WaitlistEntry> {
    const entry = await this.waitlist.entryByToken(token);
    if (!entry) throw new WaitlistLinkError();
    return entry;
  }

  /** Takes the person off the waitlist (again: nothing changes); a slot held for them is given back at once. */
  async leave(token: string, now = new Date()): Promise<WaitlistEntry> {
    const entry = await this.entry(token);
    await this.waitlist.markLeft(entry.id, now);
    const offer = await this.waitlist.liveOfferOf(entry.id);
    if (offer) await this.holds.releaseHold(offer.bookingId);
    return this.entry(token);
  }

  /** Who waits for the day or was offered a time on it, in the order they joined, with their offers (staff). */
  async forDay(date: string): Promise<{ date: string; entries: StaffWaitlistEntry[] }> {
    if (!isLocalDate(date)) throw new InvalidBookingDateError();
    const rows = await this.waitlist.forDay(date);
    const names = new Map<string, string>();
    for (const row of rows) {
      const key = `${row.sessionType}|${row.optionId}`;
      if (!names.has(key)) names.set(key, (await this.options.find(row.sessionType, row.optionId))?.name ?? row.sessionType);
    }
    return { date, entries: rows.map((row) => toStaffEntry(row, names.get(`${row.sessionType}|${row.optionId}`) as string)) };
  }
}

/** Someone on a day's waitlist as staff read it, with the times offered (the WAITLIST tab). */
export type StaffWaitlistEntry = ReturnType<typeof toStaffEntry>;

const toStaffEntry = (row: WaitlistRow, sessionName: string) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  sessionName,
  partySize: row.partySize,
  times: row.times,
  status: row.status,
  joinedAt: row.createdAt.toISOString(),
  offers: row.offers.map((offer) => ({
    status: offer.status,
    date: offer.date,
    timeSlot: offer.timeSlot,
    offeredAt: offer.offeredAt.toISOString(),
    expiresAt: offer.expiresAt.toISOString(),
    endedAt: offer.endedAt?.toISOString() ?? null,
  })),
});
