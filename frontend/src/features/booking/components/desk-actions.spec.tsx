import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithStore } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { attendanceText, DeskActions } from './desk-actions';

const booking = { id: 'b-1', name: 'Amelia Pilot', attendance: null, attendanceAt: null };

describe('the day sheet desk actions', () => {
  it('says what the desk recorded, in London time', () => {
    expect(attendanceText(booking)).toBe('Not checked in');
    expect(attendanceText({ attendance: 'checked_in', attendanceAt: '2026-07-01T09:12:00.000Z' })).toBe('Checked in at 10:12');
    expect(attendanceText({ attendance: 'no_show', attendanceAt: '2026-12-01T10:45:00.000Z' })).toBe('No-show (marked at 10:45)');
  });

  it('checks the customer in, and resends the confirmation with a toast naming the customer', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put('/api/admin/bookings/:id/attendance', async ({ request, params }) => {
        sent.push({ id: params.id, body: await request.json() });
        return HttpResponse.json({});
      }),
      http.post('/api/admin/bookings/:id/resend-confirmation', ({ params }) => {
        sent.push({ resent: params.id });
        return HttpResponse.json({}, { status: 202 });
      }),
    );
    const user = userEvent.setup();
    renderWithStore(<DeskActions booking={booking} />);
    await user.click(screen.getByRole('button', { name: 'CHECK IN' }));
    await user.click(screen.getByRole('button', { name: 'RESEND CONFIRMATION' }));
    expect(await screen.findByText('Amelia Pilot is e-mailed the confirmation and calendar invite again.')).toBeInTheDocument();
    expect(sent).toEqual([{ id: 'b-1', body: { attendance: 'checked_in' } }, { resent: 'b-1' }]);
  });

  it('offers UNDO once recorded, and shows why the server refused', async () => {
    server.use(
      http.put('/api/admin/bookings/:id/attendance', () =>
        HttpResponse.json(
          {
            statusCode: 409,
            code: 'BOOKING.ATTENDANCE_REFUSED',
            message: 'This booking is cancelled: only a confirmed booking is checked in or marked as a no-show.',
          },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithStore(<DeskActions booking={{ ...booking, attendance: 'no_show', attendanceAt: '2026-12-01T10:45:00.000Z' }} />);
    expect(screen.queryByRole('button', { name: 'CHECK IN' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'UNDO' }));
    expect(await screen.findByText(/only a confirmed booking is checked in/)).toBeInTheDocument();
  });
});
