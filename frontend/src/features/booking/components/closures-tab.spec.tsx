import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { dayAvailability } from '../../../testing/handlers';
import { renderWithStore } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import type { SlotAvailability } from '../api/booking-api';
import type { Closure, ClosureRequest, DayClosedByDefault } from '../api/closures-api';
import { ClosuresTab } from './closures-tab';

const closure = (id: string, date: string, timeSlot: Closure['timeSlot'], reason: string): Closure => ({
  id,
  date,
  timeSlot,
  reason,
  createdAt: '2026-11-20T10:00:00.000Z',
});

const daySlots: SlotAvailability[] = [
  { time: '10:30', available: false, reason: 'past' },
  { time: '12:00', available: false, reason: 'taken' },
  { time: '13:30', available: false, reason: 'closed' },
  { time: '15:00', available: true, reason: null },
  { time: '16:30', available: true, reason: null },
];

const inTheWay = {
  statusCode: 409,
  code: 'BOOKING.CLOSURE_HAS_BOOKINGS',
  message: 'There is a booking at that time. Please contact the customer and move or cancel it before closing.',
  correlationId: 'c',
  bookings: [
    {
      id: 'b1',
      name: 'Amelia Pilot',
      email: 'amelia@example.com',
      phone: '07700 900123',
      date: '2026-12-01',
      timeSlot: '12:00',
      sessionName: 'Try and Fly',
    },
  ],
};

function renderTab({ closures = [] as Closure[], refuse = false } = {}) {
  const posted: ClosureRequest[] = [];
  const reopened: string[] = [];
  const christmasCalls: string[] = [];
  let current = [...closures];
  let christmas: DayClosedByDefault[] = ['2026-12-25', '2026-12-26'].map((date) => ({ date, opened: false, openedAt: null }));
  const setOpened = (date: string, opened: boolean) => {
    christmas = christmas.map((day) =>
      day.date === date ? { date, opened, openedAt: opened ? '2026-11-27T09:00:00.000Z' : null } : day,
    );
    return christmas.find((day) => day.date === date);
  };
  server.use(
    http.get('/api/admin/closures/by-default', () => HttpResponse.json(christmas)),
    http.put('/api/admin/closures/by-default/:date/open', ({ params }) => {
      christmasCalls.push(`open ${String(params.date)}`);
      return HttpResponse.json(setOpened(String(params.date), true));
    }),
    http.delete('/api/admin/closures/by-default/:date/open', ({ params }) => {
      christmasCalls.push(`close ${String(params.date)}`);
      setOpened(String(params.date), false);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('/api/admin/closures', () => HttpResponse.json(current)),
    dayAvailability(daySlots),
    http.post('/api/admin/closures', async ({ request }) => {
      const body = (await request.json()) as ClosureRequest;
      posted.push(body);
      if (refuse) return HttpResponse.json(inTheWay, { status: 409 });
      const created = (body.timeSlots?.length ? body.timeSlots : [null]).map((timeSlot, index) =>
        closure(`new-${index}`, body.date, timeSlot, body.reason),
      );
      current = [...current, ...created];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.delete('/api/admin/closures/:id', ({ params }) => {
      reopened.push(String(params.id));
      current = current.filter((candidate) => candidate.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const user = userEvent.setup();
  renderWithStore(<ClosuresTab />);
  return { user, posted, reopened, christmasCalls };
}

const chooseDate = (date: string) => fireEvent.change(screen.getByLabelText('Date'), { target: { value: date } });

describe('admin CLOSURES tab', () => {
  it('lists upcoming closures, the whole day or a slot, with their reasons', async () => {
    renderTab({
      closures: [
        closure('a', '2026-12-01', null, 'Annual maintenance'),
        closure('b', '2026-12-03', '10:30', 'Instructor training'),
      ],
    });
    const list = await screen.findByRole('list', { name: 'Upcoming closures' });
    const [day, slot] = within(list).getAllByRole('listitem');
    expect(day).toHaveTextContent('Tue 1 Dec 2026');
    expect(day).toHaveTextContent('Whole day · Annual maintenance');
    expect(slot).toHaveTextContent('Thu 3 Dec 2026');
    expect(slot).toHaveTextContent('10:30 · Instructor training');
  });

  it('says that closures cover the Exeter simulator only, not online coaching', async () => {
    renderTab();
    expect(
      await screen.findByText(
        'Closures cover the simulator at Exeter only. Online coaching (Home Sim Coaching) has its own availability and is not closed here.',
      ),
    ).toBeInTheDocument();
  });

  it('says when nothing is closed', async () => {
    renderTab();
    expect(await screen.findByText('No upcoming closures.')).toBeInTheDocument();
  });

  it('asks for a date and a reason before sending anything', async () => {
    const { user, posted } = renderTab();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Please choose a date')).toBeInTheDocument();
    expect(screen.getByText('Please give a reason')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('closes a whole day with a reason and shows it in the list', async () => {
    const { user, posted } = renderTab();
    chooseDate('2026-12-01');
    await user.type(screen.getByLabelText('Reason'), 'Annual maintenance');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(posted).toEqual([{ date: '2026-12-01', timeSlots: [], reason: 'Annual maintenance' }]));
    expect(await screen.findByText('Closed Tue 1 Dec 2026 (whole day).')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Upcoming closures' });
    expect(list).toHaveTextContent('Whole day · Annual maintenance');
  });

  it("offers the day's slots, closed and past ones fixed, and closes the chosen ones", async () => {
    const { user, posted } = renderTab();
    chooseDate('2026-12-01');
    await user.click(screen.getByRole('radio', { name: 'Some slots' }));
    const slots = await screen.findByRole('group', { name: 'Slots' });
    expect(within(slots).getAllByRole('checkbox')).toHaveLength(5);
    expect(within(slots).getByRole('checkbox', { name: '10:30 (past)' })).toBeDisabled();
    expect(within(slots).getByRole('checkbox', { name: '13:30 (closed)' })).toBeDisabled();
    expect(within(slots).getByRole('checkbox', { name: '12:00 (booked)' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Please choose at least one slot')).toBeInTheDocument();

    await user.click(within(slots).getByRole('checkbox', { name: '12:00 (booked)' }));
    await user.click(within(slots).getByRole('checkbox', { name: '15:00' }));
    await user.type(screen.getByLabelText('Reason'), 'Instructor training');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(posted).toEqual([{ date: '2026-12-01', timeSlots: ['12:00', '15:00'], reason: 'Instructor training' }]),
    );
    expect(await screen.findByText('Closed 12:00 and 15:00 on Tue 1 Dec 2026.')).toBeInTheDocument();
  });

  it('shows the bookings in the way when the closure is refused, so staff can contact them', async () => {
    const { user } = renderTab({ refuse: true });
    chooseDate('2026-12-01');
    await user.type(screen.getByLabelText('Reason'), 'Simulator upgrade');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not closed: a booking is at that time');
    const booking = within(alert).getByRole('listitem');
    expect(booking).toHaveTextContent('12:00 · Try and Fly · Tue 1 Dec 2026');
    expect(booking).toHaveTextContent('Amelia Pilot');
    expect(within(booking).getByRole('link', { name: 'amelia@example.com' })).toHaveAttribute(
      'href',
      'mailto:amelia@example.com',
    );
    expect(within(booking).getByRole('link', { name: '07700 900123' })).toHaveAttribute('href', 'tel:07700900123');
    expect(await screen.findByText(inTheWay.message)).toBeInTheDocument();
  });

  it('reopens a closure', async () => {
    const { user, reopened } = renderTab({ closures: [closure('a', '2026-12-01', null, 'Annual maintenance')] });
    await user.click(await screen.findByRole('button', { name: 'Reopen Tue 1 Dec 2026, whole day' }));
    await waitFor(() => expect(reopened).toEqual(['a']));
    expect(await screen.findByText('Tue 1 Dec 2026, whole day can be booked again.')).toBeInTheDocument();
    expect(await screen.findByText('No upcoming closures.')).toBeInTheDocument();
  });

  it('shows Christmas Day and 26 December closed by default; staff open one and close it again', async () => {
    const { user, christmasCalls } = renderTab();
    const list = await screen.findByRole('list', { name: 'Closed for Christmas' });
    const [christmasDay, boxingDay] = within(list).getAllByRole('listitem');
    expect(christmasDay).toHaveTextContent('Fri 25 Dec 2026');
    expect(christmasDay).toHaveTextContent('Closed for Christmas (default)');
    expect(boxingDay).toHaveTextContent('Sat 26 Dec 2026');

    await user.click(within(christmasDay).getByRole('button', { name: 'Open this day: Fri 25 Dec 2026' }));
    expect(await screen.findByText('Fri 25 Dec 2026 can be booked.')).toBeInTheDocument();
    expect(await within(christmasDay).findByText('Open for bookings (opened by staff)')).toBeInTheDocument();
    expect(boxingDay).toHaveTextContent('Closed for Christmas (default)');

    await user.click(within(christmasDay).getByRole('button', { name: 'Close again: Fri 25 Dec 2026' }));
    expect(await screen.findByText('Fri 25 Dec 2026 is closed for Christmas again.')).toBeInTheDocument();
    expect(await within(christmasDay).findByText('Closed for Christmas (default)')).toBeInTheDocument();
    expect(christmasCalls).toEqual(['open 2026-12-25', 'close 2026-12-25']);
  });
});
