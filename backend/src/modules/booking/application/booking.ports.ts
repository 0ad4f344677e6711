import type { InboxStatus } from '../../../shared/inbox';
import type { Page, PageRequest } from '../../../shared/database/like-pattern';
import type { BookedAs, Booking, BookingStatus } from '../domain/booking';
import type { TimeRange } from '../domain/calendar';
import type { CourseBooking, CourseStatus } from '../domain/course-booking';
import type { BookingChanges, BookingTransition } from '../domain/booking-transitions';
import type { CourseChanges, CourseTransition } from '../domain/course-booking-transitions';

export type { BookingChanges } from '../domain/booking-transitions';
export type { CourseChanges } from '../domain/course-booking-transitions';

/** A booking's details as a hold writes them, with the range it occupies and when the hold ends. */
export interface NewHold extends Pick<
  Booking,
  | 'sessionType'
  | 'bookedAs'
  | 'sessionName'
  | 'durationMinutes'
  | 'date'
  | 'timeSlot'
  | 'startsAt'
  | 'endsAt'
  | 'name'
  | 'email'
  | 'phone'
  | 'experienceLevel'
  | 'notes'
  | 'partySize'
  | 'participantName'
  | 'ageRulesConfirmedAt'
  | 'totalPrice'
> {
  optionId: string;
  occupied: TimeRange;
  holdExpiresAt: Date;
  /** The gift voucher paying `voucherPence` of the session (totalPrice is what is left for the card). */
  voucherId?: string | null;
  /** When the customer ticked 'E-mail me about this booking'; left out or null: not ticked. */
  emailOptInAt?: Date | null;
  voucherPence?: number;
}

/** Time a booking keeps in a calendar; a hold keeps it only until `heldUntil`. */
export interface Occupation extends TimeRange {
  heldUntil: Date | null;
}

/** Port: where simulator bookings are kept. Writes join the caller's transaction. */
export interface BookingRepository {
  /** Inserts a held booking; throws SlotTakenError when its time overlaps a held or confirmed booking, SlotClosedError a closure. */
  insertHold(hold: NewHold): Promise<Booking>;
  /** Marks held bookings whose hold ran out (only those overlapping `within` in that calendar, when given) as expired; returns their ids. */
  expireHolds(now: Date, within?: TimeRange, calendar?: BookedAs): Promise<string[]>;
  findById(id: string): Promise<Booking | null>;
  /** The booking, locked until the active transaction ends. */
  lock(id: string): Promise<Booking | null>;
  /**
   * Applies the changes (never a status). Throws SlotTakenError when the change makes the booking occupy time another
   * held or confirmed booking holds (a reschedule), SlotClosedError when staff closed that time.
   */
  update(id: string, changes: BookingChanges): Promise<void>;
  /**
   * Writes a status move the booking's table allowed, with its fields. Errors as `update` (an expired booking confirmed
   * late finds its time taken or closed), and VoucherUsedError when its voucher was used meanwhile.
   */
  apply(id: string, transition: BookingTransition): Promise<void>;
  /** Gives the booking to the account unless it has one already, in one statement; false when no booking took it (none, or linked). */
  linkAccountOnce(id: string, userId: string): Promise<boolean>;
  /** Time kept in a calendar between `from` and `to`: confirmed bookings, and holds that have not run out at `now` (with their expiry). */
  occupiedBetween(from: Date, to: Date, now: Date, calendar: BookedAs): Promise<Occupation[]>;
  /** Held and confirmed simulator bookings whose time overlaps any of the ranges, by start. */
  occupying(ranges: readonly TimeRange[]): Promise<Booking[]>;
  /** The bookings that keep these gift vouchers used at `now`: confirmed, forfeited, or held with time left. */
  voucherUses(voucherIds: readonly string[], now: Date): Promise<Booking[]>;
  /**
   * Marks queued at `now` up to `limit` reminders due then (confirmed bookings whose session has not started) that
   * the mailer has not taken and that were not queued since `requeueBefore`, skipping rows another transaction
   * holds; returns them. Joins the caller's transaction, which publishes them.
   */
  claimDueReminders(now: Date, requeueBefore: Date, limit: number): Promise<DueReminder[]>;
  /** Records that the mailer took the reminder of the booking at that session time (once; a moved booking's old time is ignored). */
  markReminderSent(reminder: DueReminder, at: Date): Promise<void>;
}

/** Someone who booked, as their newest booking names them, with how many bookings they made. */
export interface BookingCustomer {
  email: string;
  name: string;
  phone: string;
  bookings: number;
  lastBookedAt: Date;
}

/** A reminder that fell due: the booking and the session time it reminds of. */
export interface DueReminder {
  bookingId: string;
  startsAt: Date;
}

export const BOOKING_REPOSITORY = Symbol('BOOKING_REPOSITORY');

/** Port: read-only lists of bookings: staff's calendar, day sheet and customer look-up, and a customer's dashboard. */
export interface BookingQueries {
  /** Bookings for staff dated from `fromDate` to `toDate` (inclusive), in these statuses, by date then slot. */
  listByDate(fromDate: string, toDate: string, statuses: readonly BookingStatus[]): Promise<Booking[]>;
  /** One page of `listByDate`, matching the search (name, e-mail, phone, experience or reference) when there is one. */
  pageByDate(fromDate: string, toDate: string, statuses: readonly BookingStatus[], request: PageRequest): Promise<Page<Booking>>;
  /** Confirmed bookings of an account (by user id, or by its e-mail while not yet linked), by date then slot. */
  confirmedForCustomer(userId: string, email: string, fromDate: string, toDate: string): Promise<Booking[]>;
  /** Confirmed bookings before `today`, cancelled and lost ones of an account, newest first (at most `limit`). */
  pastForCustomer(userId: string, email: string, today: string, limit: number): Promise<Booking[]>;
  /** Bookings made under an e-mail (any letter case) that got past the hold (confirmed, cancelled, slot lost), newest date first. */
  forEmail(email: string, limit: number): Promise<Booking[]>;
  /** One page of the people who booked (one per e-mail, newest booking first), matching name, e-mail, phone or reference. */
  customerPage(request: PageRequest): Promise<Page<BookingCustomer>>;
  /** The e-mail of the booking with this short reference (the first 8 hex digits of its id), or null. */
  emailOfReference(reference: string): Promise<string | null>;
}

export const BOOKING_QUERIES = Symbol('BOOKING_QUERIES');

/** A course booking as its payment is set up: who pays, and what the card and a gift voucher pay. */
export type NewCourseBooking = Pick<CourseBooking, 'name' | 'email' | 'amountPence' | 'voucherId' | 'voucherPence'>;

/** Port: where Fear of Flying course bookings are kept. */
export interface CourseBookingRepository {
  /** A course awaiting its payment (a voucher that pays it all books it at once: `apply`). */
  create(course: NewCourseBooking): Promise<CourseBooking>;
  findById(id: string): Promise<CourseBooking | null>;
  lock(id: string): Promise<CourseBooking | null>;
  /** Applies the changes (never a status): CourseTimeTakenError when the course's new time overlaps held or booked time, CourseTimeClosedError over a closure. */
  update(id: string, changes: CourseChanges): Promise<void>;
  /** Writes a status move the course's table allowed, with its fields; VoucherUsedError when its voucher is used meanwhile. */
  apply(id: string, transition: CourseTransition): Promise<void>;
  /** Booked courses dated between two London dates (inclusive), by start. */
  datedBetween(fromDate: string, toDate: string): Promise<CourseBooking[]>;
  /** Booked courses of an e-mail (any letter case) whose preferred date is between two London dates, by date. */
  bookedForEmail(email: string, fromDate: string | null, toDate: string): Promise<CourseBooking[]>;
  /** Paid and booked courses, newest first. */
  listForStaff(statuses: readonly CourseStatus[], limit: number): Promise<CourseBooking[]>;
  /** The newest `limit` paid or booked courses (awaiting their date) for the staff inbox, and how many match in all. */
  inboxPage(request: CourseInboxRequest): Promise<Page<CourseBooking>>;
  /** Which of these vouchers a paid or booked course used. */
  voucherIdsUsed(voucherIds: readonly string[]): Promise<string[]>;
  /** Paid and booked courses under an e-mail (any letter case), newest first. */
  forEmail(email: string, limit: number): Promise<CourseBooking[]>;
  /** The e-mail of the paid or booked course with this short reference, or null. */
  emailOfReference(reference: string): Promise<string | null>;
}

/** Courses in the staff inbox: by its status, a free-text search (name, e-mail, phone, notes), the newest `limit`. */
export interface CourseInboxRequest {
  limit: number;
  search?: string;
  status?: InboxStatus;
}

export const COURSE_BOOKING_REPOSITORY = Symbol('COURSE_BOOKING_REPOSITORY');

/** The account module's PersonalDataHolder port as the booking module implements it (bookings and courses). */
export const BOOKING_PERSONAL_DATA = Symbol('BOOKING_PERSONAL_DATA');
