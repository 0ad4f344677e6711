import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { courseBooking } from '../../../testing/course-booking';
import { renderWithStore } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { CourseBookings } from './course-bookings';

describe('Fear of Flying course bookings under BOOKINGS', () => {
  it('staff set the date and start time of a course awaiting one; the customer is e-mailed', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/fear-of-flying-bookings/:id/date', async ({ params, request }) => {
        const body = (await request.json()) as { date: string; startTime: string };
        sent.push({ id: params.id, ...body });
        return HttpResponse.json(courseBooking({ courseDate: body.date, startTime: body.startTime }));
      }),
    );
    const user = userEvent.setup();
    renderWithStore(<CourseBookings courses={[courseBooking()]} />);
    const list = screen.getByRole('list', { name: 'Fear of Flying course bookings' });
    expect(list).toHaveTextContent('AWAITING A DATE');
    expect(list).toHaveTextContent('Preferred date: Thu 10 Dec 2026');
    await user.click(within(list).getByRole('button', { name: "Set the date of Nervous Ned's course" }));
    const dialog = await screen.findByRole('dialog', { name: 'Set the course date' });
    expect(within(dialog).getByLabelText('Date')).toHaveValue('2026-12-10');
    await user.selectOptions(within(dialog).getByLabelText('Start time'), '12:00');
    await user.click(within(dialog).getByRole('button', { name: 'Set date' }));
    await waitFor(() => expect(sent).toEqual([{ id: 'c-1', date: '2026-12-10', startTime: '12:00' }]));
    expect(
      await screen.findByText(
        "Nervous Ned's course is on Thu 10 Dec 2026 at 12:00. The customer is e-mailed the date with a calendar invite.",
      ),
    ).toBeInTheDocument();
  });

  it("shows the server's sentence when the simulator is taken during those 4 hours", async () => {
    server.use(
      http.post('/api/fear-of-flying-bookings/:id/date', () =>
        HttpResponse.json(
          {
            statusCode: 409,
            code: 'COURSE.TIME_TAKEN',
            message: 'The simulator is already held or booked during those 4 hours. Please choose another date or start time.',
          },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithStore(<CourseBookings courses={[courseBooking({ courseDate: '2026-12-11', startTime: '10:30' })]} />);
    expect(screen.getByRole('list', { name: 'Fear of Flying course bookings' })).toHaveTextContent('FRI 11 DEC 2026 AT 10:30');
    await user.click(screen.getByRole('button', { name: "Move Nervous Ned's course" }));
    const dialog = await screen.findByRole('dialog', { name: 'Move the course' });
    await user.click(within(dialog).getByRole('button', { name: 'Move course' }));
    expect(await screen.findByText(/already held or booked during those 4 hours/)).toBeInTheDocument();
  });

  it('cancels a course after asking and tells staff what was refunded', async () => {
    server.use(
      http.post('/api/fear-of-flying-bookings/:id/cancel', () =>
        HttpResponse.json({
          course: courseBooking({ status: 'cancelled', refundPence: 29500 }),
          refundTier: 'full',
          refundPence: 29500,
          refundStatus: 'refunded',
          voucherReturned: null,
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithStore(<CourseBookings courses={[courseBooking()]} />);
    await user.click(screen.getByRole('button', { name: "Cancel Nervous Ned's course" }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent('The course has no date yet: the card payment is refunded in full.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel course' }));
    expect(await screen.findByText("£295.00 is refunded to Nervous Ned's card. The customer is e-mailed.")).toBeInTheDocument();
  });
});
