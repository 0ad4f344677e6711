import { clsx } from 'clsx';
import { useRef, type KeyboardEvent } from 'react';
import type { SlotAvailability } from '../api/booking-api';

interface TimeSlotPickerProps {
  slots: SlotAvailability[] | undefined;
  loading: boolean;
  selected: string | undefined;
  onSelect: (time: string) => void;
  /** The id of the visible label that names the group ("Time (UK time)"). */
  labelledBy: string;
  /**
   * The group's name should that id not be found: the picker is drawn in the browser after the page's server render,
   * whose ids need not match the browser's.
   */
  label?: string;
  /** The id of the text that says why the time was refused, when it was. */
  describedBy?: string;
}

const REASON = { past: 'Past', taken: 'Booked', closed: 'Closed' } as const;
const NEXT: Record<string, 1 | -1> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * The day's slots as one radio group (WAI-ARIA radio group pattern): one Tab stop — the chosen slot, else the first
 * free one — and the arrow keys move to the next or previous free slot and choose it (wrapping round), Home and End
 * to the first and last. Taken, closed and past slots are shown but cannot be chosen.
 */
export function TimeSlotPicker({ slots, loading, selected, onSelect, labelledBy, label = 'Time (UK time)', describedBy }: TimeSlotPickerProps) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  if (loading) return <p className="text-navy-600">Checking available times...</p>;
  if (!slots) return <p className="text-navy-600">Choose a date to see the available times.</p>;
  if (slots.length === 0) return <p className="text-navy-600">No sessions of this length fit our opening hours that day. Please choose another date.</p>;
  const free: string[] = slots.filter((slot) => slot.available).map((slot) => slot.time);
  const tabStop = selected && free.includes(selected) ? selected : free[0];

  const choose = (time: string) => {
    onSelect(time);
    buttons.current.get(time)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (free.length === 0) return;
    const at = free.indexOf(tabStop ?? '');
    if (event.key in NEXT) choose(free[(at + NEXT[event.key] + free.length) % free.length]);
    else if (event.key === 'Home') choose(free[0]);
    else if (event.key === 'End') choose(free[free.length - 1]);
    else return;
    event.preventDefault();
  };

  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-label={label}
      aria-describedby={describedBy}
      onKeyDown={onKeyDown}
      className="grid grid-cols-3 gap-2 sm:grid-cols-4"
    >
      {slots.map((slot) => {
        const checked = slot.time === selected;
        const reason = REASON[slot.reason ?? 'taken'];
        return (
          <button
            key={slot.time}
            ref={(element) => {
              if (element) buttons.current.set(slot.time, element);
              else buttons.current.delete(slot.time);
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={slot.available ? slot.time : `${slot.time} (${reason})`}
            tabIndex={slot.time === tabStop ? 0 : -1}
            disabled={!slot.available}
            onClick={() => onSelect(slot.time)}
            className={clsx(
              'flex h-12 flex-col items-center justify-center rounded-md border-2 text-sm font-semibold transition-colors',
              'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500',
              checked ? 'border-navy-900 bg-navy-900 text-white' : 'border-navy-200 bg-white hover:border-navy-500',
              'disabled:cursor-not-allowed disabled:border-navy-100 disabled:bg-navy-50 disabled:text-navy-500 disabled:line-through',
            )}
          >
            {slot.time}
            {!slot.available ? <span className="text-[10px] font-normal no-underline">{reason}</span> : null}
          </button>
        );
      })}
    </div>
  );
}
