import { addDays, format, parseISO, startOfWeek } from 'date-fns';
import { formatDay } from '../../lib/dates';

/** Today's date in London, 'YYYY-MM-DD' (en-CA writes dates that way). */
export function londonDate(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now);
}

export interface DateRange {
  from: string;
  to: string;
}

/** The report's quick ranges (docs/product.md, Staff panel: TAKINGS): today, this week (Monday to Sunday), this month. */
export function presetRanges(now = new Date()): { label: string; range: DateRange }[] {
  const today = londonDate(now);
  const monday = startOfWeek(parseISO(today), { weekStartsOn: 1 });
  const iso = (date: Date) => format(date, 'yyyy-MM-dd');
  const monthStart = `${today.slice(0, 8)}01`;
  const monthEnd = iso(addDays(parseISO(`${iso(addDays(parseISO(monthStart), 32)).slice(0, 8)}01`), -1));
  return [
    { label: 'Today', range: { from: today, to: today } },
    { label: 'This week', range: { from: iso(monday), to: iso(addDays(monday, 6)) } },
    { label: 'This month', range: { from: monthStart, to: monthEnd } },
  ];
}

/** A date as staff read it: 'Fri 27 Nov 2026'. */
export const shortDay = formatDay;
