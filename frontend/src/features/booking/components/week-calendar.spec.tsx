import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithStore } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import type { WeekCell, WeekDay } from '../api/course-calendar-api';
import { WeekCalendar } from './week-calendar';

const TIMES = ['09:00', '10:30', '12:00', '13:30', '15:00', '16:30', '18:00'];
const EMPTY = {
  reason: null,
  heldUntil: null,
  bookingId: null,
  courseId: null,
  reference: null,
  name: null,
  sessionName: null,
  startTime: null,
  continued: false,
};
const cell = (time: string, extra: Partial<WeekCell> = {}): WeekCell => ({ ...EMPTY, time, state: 'free', ...extra });

/** A week from `monday` whose Monday has one of every kind of slot; the other days are free. */
function week(monday: string, days: string[]): { weekStart: string; days: WeekDay[] } {
  const first: WeekCell[] = [
    cell('09:00', { state: 'outside' }),
    cell('10:30', { state: 'held', heldUntil: '2026-11-30T10:20:00.000Z', bookingId: 'h', sessionName: 'Try and Fly' }),
    cell('12:00', { state: 'course', courseId: 'c', name: 'Nervous Ned', startTime: '12:00' }),
    cell('13:30', { state: 'course', courseId: 'c', name: 'Nervous Ned', startTime: '12:00', continued: true }),
    cell('15:00', { state: 'booked', bookingId: 'b', name: 'Booked Bella', sessionName: 'Ultimate Session' }),
    cell('16:30'),
    cell('18:00', { state: 'closed', reason: 'Staff training' }),
  ];
  return {
    weekStart: monday,
    days: days.map((date, index) => ({ date, cells: index === 0 ? first : TIMES.map((time) => cell(time)) })),
  };
}

const WEEK_1 = ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'];
const WEEK_2 = ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11', '2026-12-12', '2026-12-13'];

describe('the BOOKINGS week calendar', () => {
  it('shows every slot of the week (free, held until, booked, course, closed) and goes to the next week and back', async () => {
    const asked: string[] = [];
    server.use(http.get('/api/admin/week-calendar', () => HttpResponse.json(week('2026-11-30', WEEK_1))));
    const user = userEvent.setup();
    renderWithStore(<WeekCalendar />);
    expect(await screen.findByRole('heading', { name: 'WEEK OF MON 30 NOV 2026' })).toBeInTheDocument();

    const grid = screen.getByRole('table', { name: 'Simulator week calendar' });
    const rows = within(grid).getAllByRole('row');
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Time', 'Mon 30 Nov', 'Tue 1 Dec', 'Wed 2 Dec', 'Thu 3 Dec', 'Fri 4 Dec', 'Sat 5 Dec', 'Sun 6 Dec']);
    const monday = (row: number) => within(rows[row]).getAllByRole('cell')[0];
    expect(monday(1)).toHaveTextContent('–');
    expect(monday(2)).toHaveTextContent('Held until 10:20Try and Fly');
    expect(monday(3)).toHaveTextContent('Fear of Flying courseNervous Ned');
    expect(monday(4)).toHaveTextContent('Fear of Flying course (continued)Nervous Ned');
    expect(monday(5)).toHaveTextContent('Booked BellaUltimate Session');
    expect(monday(6)).toHaveTextContent('Free');
    expect(monday(7)).toHaveTextContent('ClosedStaff training');

    // The phone's list per day leaves out what is outside opening hours.
    const mondayList = screen.getByRole('list', { name: 'Slots on Mon 30 Nov 2026' });
    expect(within(mondayList).getAllByRole('listitem')).toHaveLength(6);

    server.use(
      http.get('/api/admin/week-calendar', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('date') as string);
        return HttpResponse.json(week('2026-12-07', WEEK_2));
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByRole('heading', { name: 'WEEK OF MON 7 DEC 2026' })).toBeInTheDocument();
    expect(asked).toEqual(['2026-12-07']);
    server.use(http.get('/api/admin/week-calendar', () => HttpResponse.json(week('2026-11-30', WEEK_1))));
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(await screen.findByRole('heading', { name: 'WEEK OF MON 30 NOV 2026' })).toBeInTheDocument();
  });
});
