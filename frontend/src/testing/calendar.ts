import { format } from 'date-fns';

/**
 * A calendar day button's accessible name (react-day-picker: "Wednesday 2 December 2026", with "Today, " before it
 * or ", selected" after it). The day's number must start a word: "2 December 2026" alone also matches 12 and 22
 * December, which are on the same page of the calendar.
 */
export const dayButtonName = (date: Date): RegExp => new RegExp(`\\b${format(date, 'd MMMM yyyy')}`);
