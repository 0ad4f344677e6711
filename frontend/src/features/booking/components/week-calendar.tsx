import { TZDate } from '@date-fns/tz';
import { addDays, format, parseISO } from 'date-fns';
import { clsx } from 'clsx';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { formatDay } from '../../../lib/dates';
import { useGetWeekCalendarQuery, type WeekCell, type WeekDay } from '../api/course-calendar-api';
import { isoDay, londonToday } from '../booking-options';

/** '14:05': an instant as the time on Exeter's clocks. */
const londonTime = (instant: string) => format(new TZDate(new Date(instant).getTime(), 'Europe/London'), 'HH:mm');

/** What a slot says, in words, and how it is coloured. */
function describe(cell: WeekCell): { label: string; detail: string | null; tone: string } {
  const continued = cell.continued ? ' (continued)' : '';
  switch (cell.state) {
    case 'free':
      return { label: 'Free', detail: null, tone: 'bg-emerald-50 text-emerald-800' };
    case 'held':
      return {
        label: `Held until ${londonTime(cell.heldUntil ?? '')}`,
        detail: cell.sessionName,
        tone: 'bg-amber-50 text-amber-900',
      };
    case 'booked':
      return { label: `${cell.name ?? ''}${continued}`, detail: cell.sessionName, tone: 'bg-sky-100 text-navy-900' };
    case 'course':
      return { label: `Fear of Flying course${continued}`, detail: cell.name, tone: 'bg-violet-100 text-violet-900' };
    case 'closed':
      return { label: 'Closed', detail: cell.reason, tone: 'bg-navy-100 text-navy-700' };
    case 'outside':
      return { label: 'Outside opening hours', detail: null, tone: 'text-navy-300' };
  }
}

function CellText({ cell }: { cell: WeekCell }) {
  const { label, detail } = describe(cell);
  if (cell.state === 'outside') return <span aria-label={label}>–</span>;
  return (
    <>
      <span className="block font-semibold">{label}</span>
      {detail ? <span className="block text-xs opacity-80">{detail}</span> : null}
    </>
  );
}

/** Desktop: a grid of the seven days (columns) by the seven start times (rows). */
function WeekGrid({ days }: { days: WeekDay[] }) {
  const times = days[0]?.cells.map((cell) => cell.time) ?? [];
  return (
    <div className="mt-4 hidden overflow-x-auto lg:block">
      <table className="w-full table-fixed border-collapse text-sm" aria-label="Simulator week calendar">
        <thead>
          <tr>
            <th scope="col" className="w-16 p-2 text-left text-navy-500">
              Time
            </th>
            {days.map((day) => (
              <th key={day.date} scope="col" className="p-2 text-left">
                {format(parseISO(day.date), 'EEE d MMM')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {times.map((time, row) => (
            <tr key={time} className="border-t border-navy-100">
              <th scope="row" className="p-2 text-left font-display text-base">
                {time}
              </th>
              {days.map((day) => {
                const cell = day.cells[row];
                return (
                  <td key={day.date} className="p-1 align-top">
                    <div className={clsx('min-h-14 rounded-md p-2 break-words', describe(cell).tone)}>
                      <CellText cell={cell} />
                    </div>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phone: one list per day of the slots it has (outside opening hours left out). */
function DayList({ days }: { days: WeekDay[] }) {
  return (
    <div className="mt-4 grid gap-6 lg:hidden">
      {days.map((day) => (
        <section key={day.date} aria-labelledby={`week-day-${day.date}`}>
          <h3 id={`week-day-${day.date}`} className="border-b border-navy-100 pb-1 text-lg">
            {formatDay(day.date)}
          </h3>
          <ul className="mt-2 grid gap-1.5" aria-label={`Slots on ${formatDay(day.date)}`}>
            {day.cells
              .filter((cell) => cell.state !== 'outside')
              .map((cell) => (
                <li key={cell.time} className={clsx('flex gap-3 rounded-md p-2 text-sm', describe(cell).tone)}>
                  <span className="w-12 shrink-0 font-display text-base font-bold">{cell.time}</span>
                  <span className="min-w-0 wrap-anywhere">
                    <CellText cell={cell} />
                  </span>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/**
 * The simulator's week for staff (docs/product.md, Staff panel: BOOKINGS): every slot free, held (until when), booked (by
 * whom), a Fear of Flying course or closed; previous and next week. A grid on a desktop, a list per day on a phone.
 */
export function WeekCalendar({ actions }: { actions?: ReactNode }) {
  const [day, setDay] = useState(() => isoDay(londonToday()));
  const week = useGetWeekCalendarQuery(day, { refetchOnMountOrArgChange: true, pollingInterval: 60_000 });
  const move = (days: number) => setDay(isoDay(addDays(parseISO(week.data?.weekStart ?? day), days)));
  return (
    <section aria-labelledby="week-calendar-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="week-calendar-heading" className="text-2xl">
          {week.data ? `WEEK OF ${formatDay(week.data.weekStart).toUpperCase()}` : 'SIMULATOR WEEK'}
        </h2>
        {actions}
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => move(-7)}>
          Previous week
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setDay(isoDay(londonToday()))}>
          This week
        </Button>
        <Button variant="outline" size="sm" onClick={() => move(7)}>
          Next week
        </Button>
      </div>
      {week.isLoading ? <Spinner label="Loading the week" /> : null}
      {week.isError ? <LoadError what="The week calendar" onRetry={() => void week.refetch()} /> : null}
      {week.data ? (
        <>
          <WeekGrid days={week.data.days} />
          <DayList days={week.data.days} />
        </>
      ) : null}
    </section>
  );
}
