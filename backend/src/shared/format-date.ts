import { TZDate } from '@date-fns/tz';
import { format, parseISO } from 'date-fns';

/**
 * The one way the API writes a date for people (staff e-mail subjects, CSV exports, messages; docs/product.md, Staff
 * panel): a day is "Fri 27 Nov 2026", a moment "28 Nov at 15:00". A calendar day ('2026-11-27') is that day; an instant
 * is shown as the time in Exeter (Europe/London). The frontend's twin is frontend/src/lib/dates.ts.
 */
const LONDON = 'Europe/London';

const inLondon = (value: string | Date): Date =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseISO(value) : new TZDate(new Date(value).getTime(), LONDON);

/** "Fri 27 Nov 2026", from a calendar day ('2026-11-27') or an instant. */
export const formatDay = (value: string | Date): string => format(inLondon(value), 'EEE d MMM yyyy');

/** "28 Nov at 15:00": an instant in London time. */
export const formatMoment = (value: string | Date): string => format(inLondon(value), "d MMM 'at' HH:mm");
