import { addDays } from 'date-fns';
import { memo } from 'react';
import { DayPicker, type Matcher } from 'react-day-picker';
import { enGB } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { lastBookableDay, londonToday } from '../booking-options';

interface DateCalendarProps {
  selected: Date | undefined;
  onSelect: (date: Date | undefined) => void;
  /** The first day that can be chosen: today (the booking form, where past slots are shown as past) or tomorrow. */
  firstDay?: 'today' | 'tomorrow';
  'aria-labelledby'?: string;
}

/**
 * A single-date calendar of London's days (plain calendar days: London's today is its today, whatever the
 * visitor's clock says): days before the first bookable one, and beyond 12 months, are disabled. Memoised: a
 * month of day buttons is the dearest part of a form to render, so a form's re-render that leaves the date and
 * the handler alone (react-hook-form re-renders its form once on mount) skips it.
 */
export const DateCalendar = memo(function DateCalendar({ selected, onSelect, firstDay = 'today', ...aria }: DateCalendarProps) {
  const today = londonToday();
  const first = firstDay === 'today' ? today : addDays(today, 1);
  const last = lastBookableDay();
  const disabled: Matcher[] = [{ before: first }, { after: last }];
  return (
    <div
      className="w-fit rounded-lg border border-navy-100 bg-white p-2 text-navy-900 [--rdp-accent-background-color:var(--color-amber-100)] [--rdp-accent-color:var(--color-navy-900)] [--rdp-day-height:2.5rem] [--rdp-day-width:2.5rem] [--rdp-day_button-height:2.4rem] [--rdp-day_button-width:2.4rem]"
      {...aria}
    >
      <DayPicker
        mode="single"
        today={today}
        locale={enGB}
        selected={selected}
        onSelect={onSelect}
        disabled={disabled}
        startMonth={today}
        endMonth={last}
        weekStartsOn={1}
      />
    </div>
  );
});
