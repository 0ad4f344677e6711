import { Inject, Injectable } from '@nestjs/common';
import { ShortLivedCache } from '../../../shared/cache/short-lived-cache';
import { AppConfig } from '../../../shared/config/app-config';
import { BookableOption, BookedAs, slotCalendar } from '../domain/booking';
import { InvalidBookingDateError, TooFarAheadError } from '../domain/booking.errors';
import { addDays, isLocalDate, lastBookableDate, londonInstant, TimeRange } from '../domain/calendar';
import { SlotState, slotStates } from '../domain/day-slots';
import { BookableOptions, BookableRequest } from './bookable-options';
import { BOOKING_REPOSITORY, BookingRepository, Occupation } from './booking.ports';
import { CalendarChanges, ChangedDays } from './calendar-changes';
import { CLOSURE_REPOSITORY, ClosureRepository } from './closure.ports';
import { INSTRUCTOR_REPOSITORY, InstructorRepository } from './instructor.ports';
import { InstructorDay, instructorFor } from '../domain/instructor-duty';

export type SlotAvailability = SlotState;

const SLOT_CALENDARS: readonly BookedAs[] = ['slot', 'online'];

export interface DayAvailability {
  date: string;
  sessionType: string;
  optionId: string;
  durationMinutes: number;
  slots: SlotAvailability[];
}

interface DayOccupancy {
  taken: Occupation[];
  closed: TimeRange[];
  /** Who teaches that day (docs/product.md, Instructors): a slot needs a qualified instructor on duty and free. */
  instructors: InstructorDay[];
  /** Answers already worked out from this occupancy, by option, each true until a slot starts or a hold runs out. */
  answers: Map<string, KeptAnswer>;
}

interface KeptAnswer {
  answer: DayAvailability;
  from: number;
  until: number;
}

/**
 * Which slots are free on a day (GET /api/availability, read on every visit of the booking page). What it
 * reads — the option asked for, the day's bookings, holds and closures — is kept in memory for
 * AVAILABILITY_CACHE_TTL_MS and dropped the moment any process commits a change to those tables (Postgres
 * notifies channel `calendar` with the day changed, `CalendarChanges`: that day is dropped, or everything for a change
 * to the catalogue); while that notification cannot arrive (its connection lost) nothing is kept.
 * A hold that runs out frees its slot at once: holds are kept with their expiry, and an answer worked out from
 * them is reused only until the next moment one runs out or a slot starts. A reused answer is the same object,
 * so its JSON is not made again (`jsonSnapshot`).
 * Holding a slot never reads from here: the database's exclusion constraint decides who gets it.
 */
@Injectable()
export class AvailabilityService {
  private readonly ttlMs = () => (this.changes.listening ? this.config.AVAILABILITY_CACHE_TTL_MS : 0);
  private readonly options = new ShortLivedCache<BookableOption>(this.ttlMs);
  private readonly days = new ShortLivedCache<DayOccupancy>(this.ttlMs);

  constructor(
    @Inject(BOOKING_REPOSITORY) private readonly bookings: BookingRepository,
    @Inject(CLOSURE_REPOSITORY) private readonly closures: ClosureRepository,
    private readonly bookable: BookableOptions,
    private readonly config: AppConfig,
    @Inject(INSTRUCTOR_REPOSITORY) private readonly instructors: InstructorRepository,
    private readonly changes: CalendarChanges,
  ) {
    changes.subscribe((days) => this.forget(days));
  }

  /**
   * The slots that exist that day for the option (opening hours decide), each bookable or not. Online
   * coaching is kept apart from the simulator: only other online sessions take its time.
   */
  async availability(date: string, request: BookableRequest, now = new Date()): Promise<DayAvailability> {
    await this.changes.start(); // the first answer starts listening: a process that never answers (the worker) never does
    const optionKey = `${request.sessionType}|${request.optionId ?? ''}|${request.durationMinutes ?? ''}`;
    const option = await this.options.get(optionKey, () => this.bookable.onSale(request));
    if (!isLocalDate(date)) throw new InvalidBookingDateError();
    const lastDate = lastBookableDate(now);
    if (date > lastDate) throw new TooFarAheadError(lastDate);
    const calendar = slotCalendar(option);
    const day = await this.days.get(`${date}|${calendar}`, () => this.occupancy(date, calendar, now));
    const kept = day.answers.get(optionKey);
    if (kept && kept.from <= now.getTime() && now.getTime() < kept.until) return kept.answer;
    const worked = this.workOut(date, option, day, now);
    day.answers.set(optionKey, worked);
    return worked.answer;
  }

  private forget(days: ChangedDays): void {
    if (days === 'all') {
      this.options.clear();
      this.days.clear();
      return;
    }
    for (const day of days) for (const calendar of SLOT_CALENDARS) this.days.forget(`${day}|${calendar}`);
  }

  /** The day's answer at `now`, and until when it holds: the next moment a slot starts or a hold runs out. */
  private workOut(date: string, option: BookableOption, day: DayOccupancy, now: Date): KeptAnswer {
    const occupied = day.taken.filter((occupation) => occupation.heldUntil === null || occupation.heldUntil > now);
    const slots = slotStates(date, option.minutes, occupied, day.closed, now, (wanted) =>
      instructorFor(day.instructors, option.experienceId, wanted, now),
    );
    let until = Infinity;
    const teaching = day.instructors.flatMap((instructor) => instructor.busy);
    for (const { heldUntil } of [...occupied, ...teaching]) if (heldUntil && heldUntil > now) until = Math.min(until, heldUntil.getTime());
    // The answer changes by itself when the next slot starts.
    for (const slot of slots) if (slot.reason !== 'past') until = Math.min(until, londonInstant(date, slot.time).getTime());
    const answer = { date, sessionType: option.experienceId, optionId: option.optionId, durationMinutes: option.minutes, slots };
    return { answer, from: now.getTime(), until };
  }

  private async occupancy(date: string, calendar: BookedAs, now: Date): Promise<DayOccupancy> {
    const dayStart = londonInstant(date, '00:00');
    const dayEnd = londonInstant(addDays(date, 1), '00:00');
    // Two reads on two pooled connections at once: the answer waits for the slower, not for both in turn.
    const [taken, closed, instructors] = await Promise.all([
      this.bookings.occupiedBetween(dayStart, dayEnd, now, calendar),
      calendar === 'slot' ? this.closures.closedBetween(dayStart, dayEnd) : Promise.resolve([]),
      this.instructors.onDays(date, date),
    ]);
    return { taken, closed, instructors: instructors.get(date) ?? [], answers: new Map() };
  }
}
