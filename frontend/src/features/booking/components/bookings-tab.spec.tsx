import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, format } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { pickDay } from '../../../testing/calendar';
import { courseBooking } from '../../../testing/course-booking';
import { renderWithStore } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import type { CourseBooking } from '../api/booking-api';
import type { Cancellation, StaffBooking } from '../api/staff-bookings-api';
import { londonToday } from '../booking-options';
import { BookingsTab } from './bookings-tab';

const booking = (
  id: string,
  date: string,
  timeSlot: StaffBooking['timeSlot'],
  extra: Partial<StaffBooking> = {},
): StaffBooking => ({
  id,
  reference: id.slice(0, 8).toUpperCase(),
  manageToken: null,
  sessionType: 'try-and-fly',
  sessionName: 'Try and Fly',
  bookedAs: 'slot',
  durationMinutes: 60,
  date,
  timeSlot,
  totalPrice: 12900,
  voucherPence: 0,
  name: `Customer ${id}`,
  email: `${id}@example.com`,
  status: 'confirmed',
  userId: null,
  phone: '07700 900123',
  experienceLevel: 'home-simmer',
  notes: null,
  participantName: null,
  isTest: false,
  refundPence: null,
  refundedAt: null,
  paymentMethod: null,
  bookedBy: null,
  discountPence: 0,
  amountDuePence: 0,
  priceReason: null,
  attendance: null,
  attendanceAt: null,
  refundReason: null,
  cashReceivedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});
const course = courseBooking({ notes: 'Flying in June', isTest: true });

/** Try and Fly availability on any day: 10:30 taken, `free` open. */
const availabilityWithFree = (free: string) =>
  http.get('/api/availability', ({ request }) =>
    HttpResponse.json({
      date: new URL(request.url).searchParams.get('date'),
      sessionType: 'try-and-fly',
      optionId: '60-minutes',
      durationMinutes: 60,
      slots: [
        { time: '10:30', available: false, reason: 'taken' },
        { time: free, available: true, reason: null },
      ],
    }),
  );

/** The tab, switched from its starting week calendar to the list of the next 30 days. */
async function renderTab(
  bookings: StaffBooking[],
  courses: CourseBooking[] = [],
  refundStatus: Cancellation['refundStatus'] = 'refunded',
) {
  const cancels: string[] = [];
  server.use(
    http.get('/api/bookings', () => HttpResponse.json(bookings)),
    http.get('/api/fear-of-flying-bookings', () => HttpResponse.json(courses)),
    http.get('/api/admin/week-calendar', () => HttpResponse.json({ weekStart: '2026-11-30', days: [] })),
    http.get('/api/bookings/:id/cancellation', () =>
      HttpResponse.json({
        refundTier: 'half',
        refundPence: 6450,
        refundedBy: 'site',
        voucherReturned: null,
        paidPence: 12900,
        cashOwedPence: 0,
      }),
    ),
    http.post('/api/bookings/:id/cancel', ({ params }) => {
      cancels.push(String(params.id));
      const cancelled = bookings.find((candidate) => candidate.id === params.id) as StaffBooking;
      return HttpResponse.json({
        booking: { ...cancelled, status: 'cancelled' },
        refundTier: 'half',
        refundPence: 6450,
        refundStatus,
      });
    }),
  );
  const user = userEvent.setup();
  renderWithStore(<BookingsTab />);
  await user.click(await screen.findByRole('button', { name: 'List' }));
  return { user, cancels };
}

describe('admin BOOKINGS tab', () => {
  it("says 'No bookings in the next 30 days' when there are none", async () => {
    await renderTab([]);
    expect(await screen.findByRole('heading', { name: 'SIMULATOR BOOKINGS - NEXT 30 DAYS' })).toBeInTheDocument();
    expect(screen.getByText('No bookings in the next 30 days')).toBeInTheDocument();
  });

  it('groups by day with counts, in date then slot order, with every field', async () => {
    await renderTab([
      booking('a', '2026-12-01', '10:30', { isTest: true, notes: 'Birthday treat' }),
      booking('b', '2026-12-01', '16:30', {
        sessionType: 'custom',
        sessionName: 'Ultimate Session',
        totalPrice: 24900,
        paymentMethod: 'card_by_phone',
        bookedBy: 'staff@skywardsim.co.uk',
      }),
      booking('c', '2026-12-03', '12:00'),
      booking('gone', '2026-12-03', '13:30', { status: 'cancelled' }),
    ]);
    const first = await screen.findByRole('heading', { name: /Tue 1 Dec 2026/ });
    expect(first).toHaveTextContent('(2 bookings)');
    expect(screen.getByRole('heading', { name: /Thu 3 Dec 2026/ })).toHaveTextContent('(1 booking)');

    const day = screen.getByRole('list', { name: 'Bookings on Tue 1 Dec 2026' });
    const [early, late] = within(day).getAllByRole('listitem');
    expect(early).toHaveTextContent('10:30');
    expect(early).toHaveTextContent('Try and Fly');
    expect(early).toHaveTextContent('Customer a');
    expect(early).toHaveTextContent('a@example.com');
    expect(early).toHaveTextContent('07700 900123');
    expect(early).toHaveTextContent('Home Flight Simmer');
    expect(early).toHaveTextContent('Birthday treat');
    expect(early).toHaveTextContent('£129.00');
    expect(within(early).getByText('TEST')).toBeInTheDocument();
    expect(early).toHaveTextContent('Madeonline');
    expect(late).toHaveTextContent('Madebooked by staff@skywardsim.co.uk');
    expect(late).toHaveTextContent('16:30');
    expect(late).toHaveTextContent('Ultimate Session');
    expect(late).toHaveTextContent('£249.00');
    expect(screen.queryByText('Customer gone')).not.toBeInTheDocument();
  });

  it('moves a booking to a free slot staff pick (from today), and says so', async () => {
    const moves: unknown[] = [];
    const { user } = await renderTab([booking('a', '2026-12-01', '10:30')]);
    server.use(
      availabilityWithFree('13:30'),
      http.post('/api/bookings/:id/reschedule', async ({ params, request }) => {
        const body = (await request.json()) as { date: string; timeSlot: string };
        moves.push({ id: params.id, ...body });
        return HttpResponse.json(booking('a', body.date, body.timeSlot));
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Reschedule booking of Customer a at 10:30' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a new time' });
    const day = addDays(londonToday(), 3);
    await pickDay(user, day, dialog);
    expect(await within(dialog).findByRole('radio', { name: '10:30 (Booked)' })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: '13:30' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move booking' }));

    await waitFor(() => expect(moves).toEqual([{ id: 'a', date: format(day, 'yyyy-MM-dd'), timeSlot: '13:30' }]));
    expect(
      await screen.findByText(/^Customer a's booking is now on .+ at 13:30\. The customer is e-mailed the new time\.$/),
    ).toBeInTheDocument();
  }, 15_000);

  it('lists paid bookings that lost their slot and the Fear of Flying course bookings', async () => {
    await renderTab(
      [
        booking('lost', '2026-12-02', '10:30', {
          status: 'slot_lost',
          refundPence: 12900,
          refundedAt: '2026-11-23T10:00:00.000Z',
        }),
      ],
      [course],
    );
    expect(await screen.findByRole('heading', { name: 'PAID BUT SLOT LOST (1)' })).toBeInTheDocument();
    expect(screen.getByText(/refunded £129.00/)).toBeInTheDocument();
    expect(screen.getByText('No bookings in the next 30 days')).toBeInTheDocument();
    const courses = await screen.findByRole('list', { name: 'Fear of Flying course bookings' });
    expect(courses).toHaveTextContent('Nervous Ned');
    expect(courses).toHaveTextContent('£295.00');
    expect(courses).toHaveTextContent('Thu 10 Dec 2026');
    expect(courses).toHaveTextContent('Flying in June');
  });

  it('cancels a booking after asking, and tells staff the refund', async () => {
    const { user, cancels } = await renderTab([booking('a', '2026-12-01', '10:30')]);
    await user.click(await screen.findByRole('button', { name: 'Cancel booking of Customer a at 10:30' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(
      await within(dialog).findByText('£64.50 will be refunded to the card paid online (50% under the Terms).'),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent('more than 48 hours before the session, a full refund');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(cancels).toEqual(['a']));
    expect(await screen.findByText('Booking cancelled')).toBeInTheDocument();
    expect(screen.getByText('£64.50 refunded to the card paid online. The customer is e-mailed.')).toBeInTheDocument();
  });

  it.each([
    ['card_by_phone', 'refund it on the card terminal'],
    ['cash_on_arrival', 'refund it in cash'],
  ] as const)('tells staff a cancelled %s booking is theirs to refund outside the site', async (paymentMethod, how) => {
    const { user } = await renderTab([booking('p', '2026-12-01', '10:30', { paymentMethod })], [], 'owed');
    await user.click(await screen.findByRole('button', { name: 'Cancel booking of Customer p at 10:30' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText(`£64.50 owed: ${how}, then mark it refunded under REFUNDS TO GIVE.`)).toBeInTheDocument();
  });

  it('lists refunds staff owe on cancelled phone and cash bookings until they mark them refunded', async () => {
    const marked: string[] = [];
    server.use(
      http.post('/api/bookings/:id/refunded', ({ params }) => {
        marked.push(String(params.id));
        return HttpResponse.json({});
      }),
    );
    const { user } = await renderTab([
      booking('owed', '2026-12-02', '12:00', { status: 'cancelled', paymentMethod: 'cash_on_arrival', refundPence: 6450 }),
      booking('given', '2026-12-02', '13:30', {
        status: 'cancelled',
        paymentMethod: 'card_by_phone',
        refundPence: 12900,
        refundedAt: '2026-11-24T10:00:00.000Z',
      }),
      booking('online', '2026-12-02', '15:00', { status: 'cancelled', refundPence: 12900 }),
    ]);
    const list = await screen.findByRole('list', { name: 'Refunds to give' });
    expect(screen.getByRole('heading', { name: 'REFUNDS TO GIVE (1)' })).toBeInTheDocument();
    expect(list).toHaveTextContent('£64.50 to Customer owed');
    expect(list).toHaveTextContent('refund in cash');
    await user.click(within(list).getByRole('button', { name: 'Mark refunded: £64.50 to Customer owed' }));
    // It asks first.
    const dialog = await screen.findByRole('dialog', { name: 'Mark this refund given?' });
    expect(marked).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'MARK REFUNDED' }));
    await waitFor(() => expect(marked).toEqual(['owed']));
  });

  it('a refund marked today stays listed with UNDO, which makes it owed again after asking', async () => {
    const undone: string[] = [];
    server.use(
      http.delete('/api/bookings/:id/refunded', ({ params }) => {
        undone.push(String(params.id));
        return HttpResponse.json({});
      }),
    );
    const { user } = await renderTab([
      booking('today', '2026-12-02', '12:00', { status: 'cancelled', paymentMethod: 'cash_on_arrival', refundPence: 6450, refundedAt: new Date().toISOString() }),
    ]);
    const list = await screen.findByRole('list', { name: 'Refunds to give' });
    expect(list).toHaveTextContent('Marked refunded today');
    await user.click(within(list).getByRole('button', { name: 'Undo refunded for Customer today' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'UNDO REFUNDED' }));
    await waitFor(() => expect(undone).toEqual(['today']));
  });

  it('NEW BOOKING books a phone customer into a free slot with the card terminal reference', async () => {
    const { user } = await renderTab([booking('staff', '2026-12-01', '10:30', { paymentMethod: 'cash_on_arrival' })]);
    const sent: unknown[] = [];
    server.use(
      availabilityWithFree('12:00'),
      http.post('/api/admin/bookings', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          {
            id: 'b-1',
            reference: 'AB12CD34',
            status: 'confirmed',
            sessionName: 'Try and Fly (60 minutes)',
            date: '2026-12-02',
            timeSlot: '12:00',
            totalPrice: 12900,
            voucherPence: 0,
            paymentMethod: 'card_by_phone',
          },
          { status: 201 },
        );
      }),
    );
    expect(await screen.findByText('BOOKED BY STAFF · CASH ON ARRIVAL')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'NEW BOOKING' }));
    const dialog = await screen.findByRole('dialog', { name: 'New booking' });
    await user.selectOptions(
      await within(dialog).findByLabelText('Experience'),
      await within(dialog).findByRole('option', { name: 'Try and Fly' }),
    );
    expect(within(dialog).queryByRole('option', { name: 'Fear of Flying Course' })).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Option'), '60-minutes');
    await user.type(within(dialog).getByLabelText('Date'), '2026-12-02');
    expect(await within(dialog).findByRole('radio', { name: '10:30 (Booked)' })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: '12:00' }));
    await user.type(within(dialog).getByLabelText('Name'), 'Phone Customer');
    await user.type(within(dialog).getByLabelText('Email'), 'phone@example.com');
    await user.type(within(dialog).getByLabelText('Phone'), '01395 123456');
    await user.type(within(dialog).getByLabelText('Terminal reference'), 'TERM-42');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Book and confirm' }));

    await waitFor(() =>
      expect(sent).toEqual([
        expect.objectContaining({
          sessionType: 'try-and-fly',
          optionId: '60-minutes',
          date: '2026-12-02',
          timeSlot: '12:00',
          name: 'Phone Customer',
          email: 'phone@example.com',
          phone: '01395 123456',
          experienceLevel: 'beginner',
          paymentMethod: 'card_by_phone',
          terminalReference: 'TERM-42',
          voucherCode: null,
          restPaidBy: null,
        }),
      ]),
    );
    expect(await screen.findByText('Booking confirmed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'New booking' })).not.toBeInTheDocument();
  });
});
