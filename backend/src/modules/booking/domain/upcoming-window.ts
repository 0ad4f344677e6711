import { TZDate } from '@date-fns/tz';
import { addMonths, format } from 'date-fns';

/** The dashboard shows bookings for the next 3 months (docs/product.md, Accounts). */
export const UPCOMING_MONTHS = 3;

/** The London calendar dates ('YYYY-MM-DD', both included) of a customer's upcoming sessions, seen at `now`. */
export function upcomingWindow(now: Date): { from: string; to: string } {
  const today = new TZDate(now.getTime(), 'Europe/London');
  return { from: format(today, 'yyyy-MM-dd'), to: format(addMonths(today, UPCOMING_MONTHS), 'yyyy-MM-dd') };
}
