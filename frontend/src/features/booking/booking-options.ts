import { addYears, format } from 'date-fns';
import { formatDay } from '../../lib/dates';
import type { ExperienceGroup } from '../../lib/experiences';
import type { ExperienceLevel } from './api/booking-api';
import type { RestPaymentMethod, StaffPaymentMethod } from './api/staff-bookings-api';

/** The session picker's four groups, in order (docs/product.md, Pages). */
export const SESSION_GROUPS: { category: ExperienceGroup; title: string }[] = [
  { category: 'beginners', title: 'Recommended for Beginners' },
  { category: 'enthusiasts', title: 'Recommended for Enthusiasts' },
  { category: 'aspiring-pilots', title: 'Aspiring Pilot' },
  { category: 'professional', title: 'Professional Crew' },
];

/** Experience levels, value and label (docs/product.md, The catalogue). */
export const EXPERIENCE_LEVELS: { value: ExperienceLevel; label: string }[] = [
  { value: 'beginner', label: 'Complete Beginner' },
  { value: 'home-simmer', label: 'Home Flight Simmer' },
  { value: 'enthusiast', label: 'Aviation Enthusiast' },
  { value: 'pilot', label: 'Real-World Pilot' },
];

export const experienceLabel = (value: string) => EXPERIENCE_LEVELS.find((level) => level.value === value)?.label ?? value;

/** How what a gift voucher leaves of a staff booking's price is paid. */
export const REST_PAYMENT_METHODS: { value: RestPaymentMethod; label: string }[] = [
  { value: 'card_by_phone', label: 'Card by phone' },
  { value: 'cash_on_arrival', label: 'Cash on arrival' },
];

/** How a booking staff made is paid (docs/product.md, Booking rules: staff bookings). */
export const PAYMENT_METHODS: { value: StaffPaymentMethod; label: string }[] = [
  ...REST_PAYMENT_METHODS,
  { value: 'voucher', label: 'Gift voucher' },
  { value: 'complimentary', label: 'Complimentary' },
];

export const paymentMethodLabel = (value: StaffPaymentMethod) =>
  PAYMENT_METHODS.find((method) => method.value === value)?.label ?? value;

/** A day as staff read it everywhere in the panel, "Fri 27 Nov 2026" (docs/product.md, Staff panel). */
export const dayHeading = formatDay;

/** Who made a booking, as staff read it: 'booked by <staff e-mail>', or 'online' when the customer booked on the site. */
export const bookedByText = (bookedBy: string | null) => (bookedBy ? `booked by ${bookedBy}` : 'online');

/**
 * The instant UK clocks change in `month` (2: March, forward; 9: October, back): 01:00 GMT on its last Sunday, as the
 * Summer Time Order 2002 sets it. Worked out by hand because building an Intl formatter with a time zone costs a
 * phone's main thread tens of milliseconds while the booking page starts (the spec checks it against Intl).
 */
function ukClockChange(year: number, month: 2 | 9): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * Today in London as a calendar day: local midnight of London's date, so the calendar (which works in plain
 * calendar days) shows and returns London's days whatever the visitor's clock says.
 */
export function londonToday(now = new Date()): Date {
  const year = now.getUTCFullYear();
  const summerTime = now.getTime() >= ukClockChange(year, 2) && now.getTime() < ukClockChange(year, 9);
  const london = new Date(now.getTime() + (summerTime ? 3_600_000 : 0));
  return new Date(london.getUTCFullYear(), london.getUTCMonth(), london.getUTCDate());
}

/** Bookings open 12 months ahead (the server refuses later dates). */
export const lastBookableDay = (now = new Date()) => addYears(londonToday(now), 1);

/** 'YYYY-MM-DD' of a calendar day. */
export const isoDay = (date: Date) => format(date, 'yyyy-MM-dd');
