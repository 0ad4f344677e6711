import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/** What the booking form keeps in the address (docs/product.md, Pages: /book-flight). */
export interface BookingSelection {
  sessionType: string;
  optionId: string;
  /** 'YYYY-MM-DD', a London calendar day. */
  date: string;
  /** 'HH:MM'. */
  timeSlot: string;
}

/** The query-string key of each part: /book-flight?experience=intro-to-the-airbus&option=120-minutes&date=2026-12-04&time=10:30. */
const KEYS: Record<keyof BookingSelection, string> = { sessionType: 'experience', optionId: 'option', date: 'date', timeSlot: 'time' };
/** The payment dialog is open: Back closes it (and gives the slot back). */
const PAYING = ['step', 'pay'] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

function readSelection(params: URLSearchParams): BookingSelection {
  const date = params.get(KEYS.date) ?? '';
  const time = params.get(KEYS.timeSlot) ?? '';
  return {
    // The first site's links (?session=tryandfly) still open their experience (the catalogue names its old ids).
    sessionType: params.get(KEYS.sessionType) ?? params.get('session') ?? '',
    optionId: params.get(KEYS.optionId) ?? '',
    date: DAY.test(date) ? date : '',
    timeSlot: TIME.test(time) ? time : '',
  };
}

/**
 * The booking's session, option, date and time live in the address, so Back/Forward and reload bring them back and a
 * link can carry them; each choice is a history entry. Opening the payment dialog is one too, so Back closes it.
 */
export function useBookingUrl() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const query = params.toString();
  const selection = useMemo(() => readSelection(new URLSearchParams(query)), [query]);
  const paying = params.get(PAYING[0]) === PAYING[1];

  /** Writes the changed parts (an empty value removes its key): a new history entry, or in place with `replace`. */
  const choose = useCallback(
    (changes: Partial<BookingSelection>, { replace = false } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('session');
          for (const [part, value] of Object.entries(changes) as [keyof BookingSelection, string][]) {
            if (value) next.set(KEYS[part], value);
            else next.delete(KEYS[part]);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  /** The payment dialog opens as a history entry of its own. */
  const startPaying = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(...PAYING);
          return next;
        },
        { state: { openedPayment: true } },
      ),
    [setParams],
  );

  /** Closing the dialog: back to the entry before it when this page opened it, else the key is taken out in place. */
  const stopPaying = useCallback(() => {
    if ((location.state as { openedPayment?: boolean } | null)?.openedPayment) {
      navigate(-1);
      return;
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PAYING[0]);
        return next;
      },
      { replace: true },
    );
  }, [location.state, navigate, setParams]);

  return { selection, paying, choose, startPaying, stopPaying };
}
