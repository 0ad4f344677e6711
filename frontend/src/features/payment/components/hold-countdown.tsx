import { clsx } from 'clsx';
import { Clock } from 'lucide-react';
import { useEffect, useState } from 'react';

/** docs/product.md, Booking rules (Holds): the last two minutes of a hold are called out. */
const WARN_MS = 2 * 60_000;

const clock = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * 'Slot held for 12:34' while the customer pays; a warning in the last two minutes; `onExpired` once the hold
 * has run out (the dialog then stops the payment).
 */
export function HoldCountdown({ expiresAt, onExpired }: { expiresAt: string; onExpired: () => void }) {
  const end = Date.parse(expiresAt);
  const [now, setNow] = useState(() => Date.now());
  const left = end - now;

  useEffect(() => {
    if (left <= 0) {
      onExpired();
      return;
    }
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, left));
    return () => clearTimeout(timer);
  }, [left, onExpired]);

  const warning = left <= WARN_MS;
  return (
    <div
      className={clsx(
        'mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg px-3 py-2 text-sm',
        warning ? 'bg-amber-100 text-amber-950' : 'bg-navy-50 text-navy-800',
      )}
    >
      <Clock aria-hidden className="size-4 shrink-0" />
      <span role="timer" aria-label="Time left on your hold" className="font-semibold">
        Slot held for <span className="tabular-nums">{clock(left)}</span>
      </span>
      {/* Announced once, when the warning appears. */}
      <span aria-live="polite">{warning ? 'Less than two minutes left: please pay now or the slot is released.' : ''}</span>
    </div>
  );
}
