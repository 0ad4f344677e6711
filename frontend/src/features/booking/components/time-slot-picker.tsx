import { clsx } from 'clsx';
import type { SlotAvailability } from '../api/booking-api';

interface TimeSlotPickerProps {
  slots: SlotAvailability[] | undefined;
  loading: boolean;
  selected: string | undefined;
  onSelect: (time: string) => void;
  labelledBy: string;
}

const REASON = { past: 'Past', taken: 'Booked', closed: 'Closed' } as const;

/** The day's slots as a radio group; taken, closed and past ones are shown but cannot be chosen. */
export function TimeSlotPicker({ slots, loading, selected, onSelect, labelledBy }: TimeSlotPickerProps) {
  if (loading) return <p className="text-navy-600">Checking available times...</p>;
  if (!slots) return <p className="text-navy-600">Choose a date to see the available times.</p>;
  if (slots.length === 0) return <p className="text-navy-600">No sessions of this length fit our opening hours that day. Please choose another date.</p>;
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="grid grid-cols-3 gap-2 sm:grid-cols-4">
      {slots.map((slot) => {
        const checked = slot.time === selected;
        return (
          <button
            key={slot.time}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={slot.available ? slot.time : `${slot.time} (${REASON[slot.reason ?? 'taken']})`}
            disabled={!slot.available}
            onClick={() => onSelect(slot.time)}
            className={clsx(
              'flex h-12 flex-col items-center justify-center rounded-md border-2 text-sm font-semibold transition-colors',
              checked ? 'border-navy-900 bg-navy-900 text-white' : 'border-navy-200 bg-white hover:border-navy-500',
              'disabled:cursor-not-allowed disabled:border-navy-100 disabled:bg-navy-50 disabled:text-navy-400 disabled:line-through',
            )}
          >
            {slot.time}
            {!slot.available ? <span className="text-[10px] font-normal no-underline">{REASON[slot.reason ?? 'taken']}</span> : null}
          </button>
        );
      })}
    </div>
  );
}
