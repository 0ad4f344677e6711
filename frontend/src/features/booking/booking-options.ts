import { TZDate } from '@date-fns/tz';
import { addYears, format } from 'date-fns';
import type { ExperienceLevel, Session, SessionCategory } from './api/booking-api';

/** SPEC section 2: the session picker's four groups, in order. */
export const SESSION_GROUPS: { category: SessionCategory; title: string }[] = [
  { category: 'beginners', title: 'Recommended for Beginners' },
  { category: 'enthusiasts', title: 'Recommended for Enthusiasts' },
  { category: 'aspiring-pilots', title: 'Aspiring Pilot' },
  { category: 'professional', title: 'Professional Crew' },
];

/** SPEC section 3: experience levels, value and label. */
export const EXPERIENCE_LEVELS: { value: ExperienceLevel; label: string }[] = [
  { value: 'beginner', label: 'Complete Beginner' },
  { value: 'home-simmer', label: 'Home Flight Simmer' },
  { value: 'enthusiast', label: 'Aviation Enthusiast' },
  { value: 'pilot', label: 'Real-World Pilot' },
];

export const experienceLabel = (value: string) => EXPERIENCE_LEVELS.find((level) => level.value === value)?.label ?? value;

/** The simulator's calendar is in London, whatever the visitor's clock says. */
export const LONDON = 'Europe/London';

/** Today in London, as a date the calendar understands. */
export function londonToday(now = new Date()): TZDate {
  const today = new TZDate(now.getTime(), LONDON);
  return new TZDate(today.getFullYear(), today.getMonth(), today.getDate(), LONDON);
}

/** Bookings open 12 months ahead (the server refuses later dates). */
export const lastBookableDay = (now = new Date()) => addYears(londonToday(now), 1);

/** 'YYYY-MM-DD' of a calendar day. */
export const isoDay = (date: Date) => format(date, 'yyyy-MM-dd');

/** The price of a session for a duration (the first option when none is chosen), in pence; null for an unknown duration. */
export function sessionPrice(session: Session, durationMinutes?: number): number | null {
  const option = durationMinutes === undefined ? session.durationOptions[0] : session.durationOptions.find((choice) => choice.minutes === durationMinutes);
  return option?.pricePence ?? null;
}

export const durationLabel = (minutes: number) => (minutes % 60 === 0 ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}` : `${minutes} minutes`);
