import { format, parseISO, startOfMonth } from 'date-fns';
import { useCallback, useMemo, useState } from 'react';
import { useGetMonthAvailabilityQuery } from './api/month-availability-api';
import { londonToday } from './booking-options';

/** The days of the month shown that cannot be booked, by why (docs/product.md, Booking rules: Availability). */
export interface DayMarks {
  full: Date[];
  closed: Date[];
  past: Date[];
}

/**
 * The booking calendar's marks: one request per month shown (GET /api/availability/month) for the session and
 * duration chosen; `show` follows the calendar's month. Nothing is marked before a session is chosen.
 */
export function useMonthMarks(sessionType: string | undefined, optionId: string | undefined, shownFrom?: Date) {
  const [month, setMonth] = useState(() => format(startOfMonth(shownFrom ?? londonToday()), 'yyyy-MM'));
  const { data } = useGetMonthAvailabilityQuery(
    { month, sessionType: sessionType ?? '', optionId },
    { skip: !sessionType, refetchOnMountOrArgChange: 30 },
  );
  const current = data && data.month === month && data.sessionType === sessionType ? data : undefined;
  const marks = useMemo((): DayMarks | undefined => {
    if (!current) return undefined;
    const of = (state: 'full' | 'closed' | 'past') => current.days.filter((day) => day.state === state).map((day) => parseISO(day.date));
    return { full: of('full'), closed: of('closed'), past: of('past') };
  }, [current]);
  const show = useCallback((first: Date) => setMonth(format(first, 'yyyy-MM')), []);
  return { marks, show };
}
