import { TZDate } from '@date-fns/tz';
import { format, parseISO } from 'date-fns';

/**
 * The one way staff pages, toasts and panels write dates (docs/product.md, Staff panel): a day is "Fri 27 Nov 2026",
 * a moment "28 Nov at 15:00" (with its day and year where a list spans years: "Fri 27 Nov 2026 at 15:00"). A calendar
 * day ('2026-11-27') is that day wherever the browser is; an instant is shown as the time in Exeter (Europe/London).
 */
const LONDON = 'Europe/London';

const isCalendarDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The value as a date to format: a calendar day as itself, an instant in London time. */
const inLondon = (value: string | Date): Date =>
  typeof value === 'string' && isCalendarDay(value) ? parseISO(value) : new TZDate(new Date(value).getTime(), LONDON);

/** "Fri 27 Nov 2026", from a calendar day ('2026-11-27') or an instant. */
export const formatDay = (value: string | Date): string => format(inLondon(value), 'EEE d MMM yyyy');

/** "28 Nov at 15:00": an instant in London time, for what happened or is due lately (toasts, notes). */
export const formatMoment = (value: string | Date): string => format(inLondon(value), "d MMM 'at' HH:mm");

/** "Fri 27 Nov 2026 at 15:00": an instant in London time with its weekday and year, for lists that span years. */
export const formatDayAndTime = (value: string | Date): string => format(inLondon(value), "EEE d MMM yyyy 'at' HH:mm");

/** "Fri 27 Nov 2026 at 10:30": a calendar day and one of its slots. */
export const formatSlot = (date: string, timeSlot: string): string => `${formatDay(date)} at ${timeSlot}`;

/** "15:00": an instant's time in London. */
export const formatTime = (value: string | Date): string => format(inLondon(value), 'HH:mm');

/** '2026-11-27': the London calendar day an instant falls on. */
export const londonDayOf = (value: string | Date): string => format(inLondon(value), 'yyyy-MM-dd');

/** The instant (ISO) of a London wall-clock time on a London calendar day ('2026-11-27', '09:00'). */
export function londonInstantIso(day: string, time: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  return new TZDate(year, month - 1, date, hours, minutes, LONDON).toISOString();
}
