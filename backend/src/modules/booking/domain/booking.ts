import type { SlotTime, TimeRange } from './calendar';
import { NotSlotBookableError } from './booking.errors';
import { planSimulatorTime } from './simulator-time';
import type { StaffPaymentMethod } from './staff-payment';
import type { Attendance } from './attendance';

/**
 * What is being booked, as the experience catalogue prices it now: booking's own view of an experience
 * option (the application layer reads it from the catalogue).
 */
export interface BookableOption {
  experienceId: string;
  optionId: string;
  /** 'Scenario Flight – Emergency Procedures': how the booking names it. */
  name: string;
  /** 'slot': the simulator; 'online': a coach's time, not the simulator; 'course' and 'enquiry' are not booked in a slot. */
  bookedAs: 'slot' | 'course' | 'online' | 'enquiry';
  minutes: number;
  /** Integer pence. */
  pricePence: number;
  /** How many people one booking of it may be for, and what each after the first adds (integer pence). */
  maxPartySize: number;
  extraPersonPence: number;
}

/** The calendar a booking keeps: the Exeter simulator's, or a coach's (online coaching). */
export type BookedAs = 'slot' | 'online';

/** The four experience levels, value and label (docs/product.md, The catalogue). */
export const EXPERIENCE_LEVELS = [
  { value: 'beginner', label: 'Complete Beginner' },
  { value: 'home-simmer', label: 'Home Flight Simmer' },
  { value: 'enthusiast', label: 'Aviation Enthusiast' },
  { value: 'pilot', label: 'Real-World Pilot' },
] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number]['value'];
export const EXPERIENCE_LEVEL_VALUES = EXPERIENCE_LEVELS.map((level) => level.value) as ExperienceLevel[];
/** 'Home Flight Simmer' for 'home-simmer': a level as people read it. */
export const experienceLevelLabel = (value: string): string => EXPERIENCE_LEVELS.find((level) => level.value === value)?.label ?? value;

/** How long a hold keeps a slot while its customer pays. */
export const HOLD_MINUTES = 15;

/**
 * A booking's life: `held` while its customer pays, `confirmed` once the provider reports the payment,
 * `expired` when an unpaid hold runs out (or its payment could not be set up). A payment that arrives
 * after expiry confirms the booking if the slot is still free, otherwise the booking is `slot_lost`
 * (refunded, shown to staff). Staff can cancel a confirmed booking. The moves: BOOKING_MOVES (booking-transitions.ts).
 */
export const BOOKING_STATUSES = ['held', 'confirmed', 'expired', 'slot_lost', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The statuses that keep the simulator: the database's exclusion constraint covers exactly these. */
export const OCCUPYING_STATUSES: readonly BookingStatus[] = ['held', 'confirmed'];

export interface Booking {
  id: string;
  userId: string | null;
  /** The experience's slug ('scenario-flight'). */
  sessionType: string;
  /** The option's slug ('emergency-procedures'); null only for bookings older than the catalogue's options. */
  optionId: string | null;
  bookedAs: BookedAs;
  sessionName: string;
  durationMinutes: number;
  /** London calendar date, 'YYYY-MM-DD'. */
  date: string;
  timeSlot: SlotTime;
  startsAt: Date;
  endsAt: Date;
  name: string;
  email: string;
  phone: string;
  experienceLevel: ExperienceLevel;
  notes: string | null;
  /** How many people the booking is for (docs/product.md, Booking rules: party size); priced by the server. */
  partySize: number;
  /** Who flies when it is not the booker (a gift for someone else); null: the booker flies. */
  participantName: string | null;
  /** When the booker confirmed the age rules (12+, under-16s with an adult); null only for bookings made before the question. */
  ageRulesConfirmedAt: Date | null;
  /** Integer pence, computed by the server. */
  totalPrice: number;
  status: BookingStatus;
  holdExpiresAt: Date | null;
  paymentIntentId: string | null;
  isTest: boolean;
  refundPence: number | null;
  refundedAt: Date | null;
  /** Why staff refunded another amount than the Terms' (a goodwill refund); null when the Terms decided. */
  refundReason: string | null;
  /** When the desk took a cash-on-arrival payment, and which staff user did (docs/product.md, Refunds and cancellation). */
  cashReceivedAt: Date | null;
  cashReceivedBy: string | null;
  /** The gift voucher that paid part or all of the session, and how much it covered (the session's price is totalPrice + voucherPence). */
  voucherId: string | null;
  voucherPence: number;
  /** Cancelled too late for the voucher to come back: it stays used. */
  voucherForfeited: boolean;
  /** How a booking staff made was paid; null for online bookings (card online or voucher). */
  paymentMethod: StaffPaymentMethod | null;
  /** The card terminal's reference of a card payment taken by phone. */
  terminalReference: string | null;
  /** The staff user who made the booking; null for online bookings. */
  bookedBy: string | null;
  /** Integer pence staff took off the catalogue's price (the session's price is totalPrice + voucherPence), with the reason. */
  discountPence: number;
  priceReason: string | null;
  /** Integer pence still to take from the customer after staff changed the booking to a dearer option. */
  amountDuePence: number;
  /** What the desk recorded on the day (checked in or no-show) and when; null until then. */
  attendance: Attendance | null;
  attendanceAt: Date | null;
  /** When the customer ticked 'E-mail me about this booking' (docs/product.md, E-mails); null: no reminder of an unpaid hold. */
  emailOptInAt: Date | null;
  /** The calendar invite's SEQUENCE: higher after each move or change of session, and on cancellation. */
  inviteSequence: number;
  createdAt: Date;
}

export interface SlotRequest {
  /** London calendar date 'YYYY-MM-DD', or an ISO instant read as the London day it falls on. */
  date: string;
  timeSlot: string;
}

/** A slot request checked against the calendar and the clock, for an option the catalogue priced. */
export interface PlannedSlot {
  option: BookableOption;
  bookedAs: BookedAs;
  date: string;
  timeSlot: SlotTime;
  startsAt: Date;
  endsAt: Date;
  occupied: TimeRange;
}

/** The calendar an option is booked in, or the reason it is not booked in a slot. */
export function slotCalendar(option: BookableOption): BookedAs {
  if (option.bookedAs !== 'slot' && option.bookedAs !== 'online') throw new NotSlotBookableError(option.name);
  return option.bookedAs;
}

/** The option a booking was made for, as it was booked (a move keeps its length and price). */
export function bookedOption(booking: Booking): BookableOption {
  return {
    experienceId: booking.sessionType,
    optionId: booking.optionId ?? '',
    name: booking.sessionName,
    bookedAs: booking.bookedAs,
    minutes: booking.durationMinutes,
    pricePence: booking.totalPrice + booking.voucherPence,
    maxPartySize: booking.partySize,
    extraPersonPence: 0,
  };
}

/** Checks a slot request for an option (booked in a slot, date, slot, opening hours, past, 12 months ahead). */
export function planSlot(option: BookableOption, request: SlotRequest, now: Date): PlannedSlot {
  const bookedAs = slotCalendar(option);
  const { startTime, ...time } = planSimulatorTime({ date: request.date, startTime: request.timeSlot }, option.minutes, now);
  return { option, bookedAs, timeSlot: startTime, ...time };
}

/** When a hold placed now runs out. */
export function holdExpiry(now: Date): Date {
  return new Date(now.getTime() + HOLD_MINUTES * 60_000);
}

/** A hold still keeps its slot until it runs out, even before the worker has swept it. */
export function keepsSlot(booking: Pick<Booking, 'status' | 'holdExpiresAt'>, now: Date): boolean {
  if (booking.status === 'confirmed') return true;
  return booking.status === 'held' && booking.holdExpiresAt !== null && booking.holdExpiresAt.getTime() > now.getTime();
}
