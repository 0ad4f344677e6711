import { TZDate } from '@date-fns/tz';
import { addMonths, format } from 'date-fns';

/** Today in London, 'YYYY-MM-DD': the first day a gift card can be e-mailed on (the cart, the dashboard). */
export const londonToday = (now = new Date()): string => format(new TZDate(now.getTime(), 'Europe/London'), 'yyyy-MM-dd');

/** The last day a gift can be delivered on: 12 months from today (docs/product.md, Gift delivery). */
export const lastGiftDay = (now = new Date()): string => format(addMonths(new Date(`${londonToday(now)}T12:00:00`), 12), 'yyyy-MM-dd');
