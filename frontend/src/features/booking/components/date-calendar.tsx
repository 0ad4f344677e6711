import { addDays, format, isSameMonth, startOfMonth } from 'date-fns';
import { memo, useEffect, useState } from 'react';
import { DayPicker, type DayPickerProps, type Matcher } from 'react-day-picker';
import { enGB } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { lastBookableDay, londonToday } from '../booking-options';
import type { DayMarks } from '../use-month-marks';

interface DateCalendarProps {
  selected: Date | undefined;
  onSelect: (date: Date | undefined) => void;
  /** The first day that can be chosen: today (the booking form, where past slots are shown as past) or tomorrow. */
  firstDay?: 'today' | 'tomorrow';
  /** Days that cannot be booked for the session chosen (docs/product.md, Booking rules: Availability): not selectable. */
  marks?: DayMarks;
  /** The month shown changed (its first day): the marks of that month are asked for. */
  onMonthChange?: (month: Date) => void;
  'aria-labelledby'?: string;
}

const NO_MARKS: DayMarks = { full: [], closed: [], past: [] };

/** What a marked day's button says after its date. */
const MARK_LABEL = { full: 'Fully booked', closed: 'Closed', past: 'No times left today' } as const;

const MARK_CLASS_NAMES = {
  full: '[&>button]:bg-red-50 [&>button]:!text-red-700 [&>button]:line-through [&>button]:!opacity-100',
  closed: '[&>button]:line-through',
};

/**
 * A day button's date, as `toLocaleDateString('en-GB', { weekday, day, month, year: long })` says it, written by
 * date-fns: Intl builds a formatter (loading its locale data) on every such call, which was a third of rendering a
 * month of 42 buttons (128 ms of a phone's main thread at 6× CPU), and building even one costs 100 ms there.
 */
const dayName = (date: Date) => format(date, 'EEEE, d MMMM yyyy');

const LABELS: DayPickerProps['labels'] = {
  labelDayButton: (date, modifiers) => {
    const mark = (['full', 'closed', 'past'] as const).find((kind) => modifiers[kind]);
    const label = `${modifiers.today ? 'Today, ' : ''}${dayName(date)}`;
    return `${label}${mark ? `, ${MARK_LABEL[mark]}` : ''}${modifiers.selected ? ', selected' : ''}`;
  },
};

/**
 * A single-date calendar of London's days (plain calendar days: London's today is its today, whatever the
 * visitor's clock says): days before the first bookable one, and beyond 12 months, are disabled, and so are the
 * days marked full, closed or past for the session chosen, each named so ("Fully booked"). Memoised: a month of
 * day buttons is the dearest part of a form to render, so a form's re-render that leaves the date, the marks and
 * the handlers alone (react-hook-form re-renders its form once on mount) skips it.
 */
export const DateCalendar = memo(function DateCalendar({
  selected,
  onSelect,
  firstDay = 'today',
  marks = NO_MARKS,
  onMonthChange,
  ...aria
}: DateCalendarProps) {
  const today = londonToday();
  const first = firstDay === 'today' ? today : addDays(today, 1);
  const last = lastBookableDay();
  const disabled: Matcher[] = [{ before: first }, { after: last }, ...marks.full, ...marks.closed, ...marks.past];
  const marked = marks.full.length + marks.closed.length + marks.past.length > 0;
  // The month shown: the chosen day's, also when the day is set after the calendar appeared (the prerendered form
  // reads the address once it runs: a reload, Back, a link from an e-mail); the visitor's arrows move it freely.
  const [month, setMonth] = useState(() => startOfMonth(selected ?? today));
  const showMonth = (first: Date) => {
    setMonth(first);
    onMonthChange?.(first);
  };
  useEffect(() => {
    if (selected && !isSameMonth(selected, month)) showMonth(startOfMonth(selected));
    // Only a new chosen day moves the month; the visitor's own paging must not be undone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selected]);
  return (
    <div className="grid gap-2">
      <div
        role="group"
        className="w-fit max-w-full rounded-lg border border-navy-100 bg-white p-2 text-navy-900 [--rdp-accent-background-color:var(--color-amber-100)] [--rdp-accent-color:var(--color-navy-900)] [--rdp-day-height:2.5rem] [--rdp-day-width:2.5rem] [--rdp-day_button-height:2.4rem] [--rdp-day_button-width:2.4rem]"
        {...aria}
      >
        <DayPicker
          mode="single"
          today={today}
          locale={enGB}
          selected={selected}
          month={month}
          onSelect={onSelect}
          disabled={disabled}
          modifiers={{ full: marks.full, closed: marks.closed, past: marks.past }}
          modifiersClassNames={MARK_CLASS_NAMES}
          labels={LABELS}
          onMonthChange={showMonth}
          startMonth={today}
          endMonth={last}
          weekStartsOn={1}
        />
      </div>
      {marked ? (
        <p className="flex items-center gap-2 text-xs text-navy-600">
          <span aria-hidden className="rounded border border-red-200 bg-red-50 px-1.5 text-red-700 line-through">
            24
          </span>
          Fully booked or closed
        </p>
      ) : null}
    </div>
  );
});
