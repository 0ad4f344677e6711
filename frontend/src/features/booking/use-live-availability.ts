import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { parseJson } from '../../lib/parse-json';
import { refreshAvailability } from './api/booking-api';

/** `{"days":["YYYY-MM-DD"]}` or `{"days":"all"}`: anything else is taken as 'all'. */
function changedDays(data: string): readonly string[] | 'all' {
  const parsed = parseJson(data);
  const days = typeof parsed === 'object' && parsed !== null && 'days' in parsed ? parsed.days : undefined;
  return Array.isArray(days) && days.every((day) => typeof day === 'string') ? days : 'all';
}

/** After the browser gave up on a stream (the API answered an error while restarting), it is opened again after this. */
const REOPEN_MS = 2000;

/**
 * Keeps the days on screen live (docs/product.md, Booking rules: Availability): while `days` are shown, an
 * EventSource on GET /api/availability/stream asks for the availability again the moment the server says one of them
 * changed (a booking, a cancellation, a closure, by anyone). Components that show no day's slots never open one. The
 * browser reconnects by itself; a stream it gave up on is opened again; each time a stream opens the days are asked
 * for once more, as a change may have been missed before the server watched them.
 */
export function useLiveAvailability(days: readonly string[]): void {
  const dispatch = useDispatch();
  const watched = days.join(',');
  useEffect(() => {
    if (!watched || typeof EventSource === 'undefined') return;
    const refresh = (days: readonly string[] | 'all') => dispatch(refreshAvailability(days));
    const changed = (event: MessageEvent<string>) => refresh(changedDays(event.data));
    let source: EventSource | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      source = new EventSource(`/api/availability/stream?days=${watched}`);
      source.addEventListener('change', changed);
      // Whatever was committed before the server watched these days for this stream (since the page's first answer,
      // or while it was reconnecting) is asked for once.
      source.onopen = () => refresh(watched.split(','));
      source.onerror = () => {
        if (source?.readyState === EventSource.CLOSED) reopen = setTimeout(open, REOPEN_MS);
      };
    };
    open();
    return () => {
      clearTimeout(reopen);
      source?.close();
    };
  }, [watched, dispatch]);
}
