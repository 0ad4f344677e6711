import type { Booking, BookingStatus, ExperienceLevel } from '../domain/booking';
import type { SlotTime, TimeRange } from '../domain/calendar';
import type { CourseBooking, CourseStatus } from '../domain/course-booking';
import type { SessionType } from '../domain/session-catalogue';

export interface NewHold {
  sessionType: SessionType;
  sessionName: string;
  durationMinutes: number;
  date: string;
  timeSlot: SlotTime;
  startsAt: Date;
  endsAt: Date;
  occupied: TimeRange;
  name: string;
  email: string;
  phone: string;
  experienceLevel: ExperienceLevel;
  notes: string | null;
  totalPrice: number;
  holdExpiresAt: Date;
  /** The gift voucher paying `voucherPence` of the session (totalPrice is what is left for the card). */
  voucherId?: string | null;
  voucherPence?: number;
}

export type BookingChanges = Partial<
  Pick<
    Booking,
    'status' | 'holdExpiresAt' | 'paymentIntentId' | 'isTest' | 'refundPence' | 'refundedAt' | 'userId' | 'voucherForfeited'
  > & { confirmedAt: Date; cancelledAt: Date; slotLostAt: Date }
> &
  /** A reschedule: all five together, in one write (the old time is free the moment the new one is taken). */
  Partial<Pick<Booking, 'date' | 'timeSlot' | 'startsAt' | 'endsAt'> & { occupied: TimeRange }>;

/** Port: where simulator bookings are kept. Writes join the caller's transaction. */
export interface BookingRepository {
  /** Inserts a held booking; throws SlotTakenError when its time overlaps a held or confirmed booking, SlotClosedError a closure. */
  insertHold(hold: NewHold): Promise<Booking>;
  /** Marks held bookings whose hold ran out (only those overlapping `within`, when given) as expired; returns their ids. */
  expireHolds(now: Date, within?: TimeRange): Promise<string[]>;
  findById(id: string): Promise<Booking | null>;
  /** The booking, locked until the active transaction ends. */
  lock(id: string): Promise<Booking | null>;
  /**
   * Applies the changes. Throws SlotTakenError when the change makes the booking occupy time another
   * held or confirmed booking holds (an expired booking confirmed late), SlotClosedError when staff closed that time.
   */
  update(id: string, changes: BookingChanges): Promise<void>;
  /** Time kept between `from` and `to`: confirmed bookings and holds that have not run out at `now`. */
  occupiedBetween(from: Date, to: Date, now: Date): Promise<TimeRange[]>;
  /** Held and confirmed bookings whose time overlaps any of the ranges, by start. */
  occupying(ranges: readonly TimeRange[]): Promise<Booking[]>;
  /** Bookings for staff dated from `fromDate` to `toDate` (inclusive), in these statuses, by date then slot. */
  listByDate(fromDate: string, toDate: string, statuses: readonly BookingStatus[]): Promise<Booking[]>;
  /** The bookings that keep these gift vouchers used at `now`: confirmed, forfeited, or held with time left. */
  voucherUses(voucherIds: readonly string[], now: Date): Promise<Booking[]>;
  /** Confirmed bookings of an account (by user id, or by its e-mail while not yet linked), by date then slot. */
  confirmedForCustomer(userId: string, email: string, fromDate: string, toDate: string): Promise<Booking[]>;
}

export const BOOKING_REPOSITORY = Symbol('BOOKING_REPOSITORY');

export type CourseChanges = Partial<
  Pick<CourseBooking, 'name' | 'email' | 'phone' | 'preferredDate' | 'notes' | 'paymentIntentId' | 'status' | 'isTest' | 'paidAt'> & {
    bookedAt: Date;
  }
>;

/** Port: where Fear of Flying course bookings are kept. */
export interface CourseBookingRepository {
  create(course: { name: string; email: string; amountPence: number }): Promise<CourseBooking>;
  findById(id: string): Promise<CourseBooking | null>;
  lock(id: string): Promise<CourseBooking | null>;
  update(id: string, changes: CourseChanges): Promise<void>;
  /** Booked courses of an e-mail (any letter case) whose preferred date is between two London dates, by date. */
  bookedForEmail(email: string, fromDate: string, toDate: string): Promise<CourseBooking[]>;
  /** Paid and booked courses, newest first. */
  listForStaff(statuses: readonly CourseStatus[], limit: number): Promise<CourseBooking[]>;
}

export const COURSE_BOOKING_REPOSITORY = Symbol('COURSE_BOOKING_REPOSITORY');
