import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { format } from 'date-fns';

/**
 * A calendar day button's accessible name (react-day-picker: "Wednesday 2 December 2026", with "Today, " before it
 * or ", selected" after it). The day's number must start a word: "2 December 2026" alone also matches 12 and 22
 * December, which are on the same page of the calendar.
 */
export const dayButtonName = (date: Date): RegExp => new RegExp(`\\b${format(date, 'd MMMM yyyy')}`);

/** Picks `date` in the calendar inside `scope` (a dialog, or the page), turning to next month when it is there. */
export async function pickDay(user: UserEvent, date: Date, scope: HTMLElement = document.body) {
  const calendar = within(scope);
  const nextMonth = await calendar.findByRole('button', { name: /next month/i }); // a calendar may load lazily
  const name = dayButtonName(date);
  if (!calendar.queryByRole('button', { name })) await user.click(nextMonth);
  await user.click(calendar.getByRole('button', { name }));
}
