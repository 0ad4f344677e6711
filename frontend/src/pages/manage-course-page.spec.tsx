import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ManagedCourse } from '../features/booking/api/course-calendar-api';
import { renderApp } from '../testing/render-app';
import { server } from '../testing/server';

const undated: ManagedCourse = {
  reference: 'A1B2C3D4',
  name: 'Nervous Ned',
  status: 'booked',
  preferredDate: '2027-01-20',
  courseDate: null,
  startTime: null,
  amountPence: 29500,
  voucherPence: 0,
  refundTier: 'full',
  refundPence: 29500,
  canChangePreferredDate: true,
};

describe('/manage-course/:token', () => {
  it('shows an undated course, saves a new preferred date, and cancels it with a full refund', async () => {
    const saved: unknown[] = [];
    let current = undated;
    server.use(
      http.get('/api/manage-course/tok', () => HttpResponse.json(current)),
      http.post('/api/manage-course/tok/preferred-date', async ({ request }) => {
        const body = (await request.json()) as { preferredDate: string };
        saved.push(body);
        return HttpResponse.json({ ...undated, preferredDate: body.preferredDate });
      }),
      http.post('/api/manage-course/tok/cancel', () => {
        current = { ...undated, status: 'cancelled', canChangePreferredDate: false };
        return HttpResponse.json(current);
      }),
    );
    const { user } = renderApp('/manage-course/tok');
    // The page's module loads lazily: the first render in a run waits for it.
    expect(await screen.findByRole('heading', { name: 'Fear of Flying course' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('To be arranged with you')).toBeInTheDocument();
    expect(screen.getByText('Wed 20 Jan 2027')).toBeInTheDocument();

    const date = screen.getByLabelText('Preferred date (optional)');
    await user.clear(date);
    await user.type(date, '2027-02-03');
    await user.click(screen.getByRole('button', { name: 'Save preferred date' }));
    await waitFor(() => expect(saved).toEqual([{ preferredDate: '2027-02-03' }]));
    expect(await screen.findByText('We will arrange your course as close as we can to Wed 3 Feb 2027.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel my course' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent('Cancelling now refunds £295.00 to your card.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel course' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'This course is cancelled. £295.00 has been refunded to your card.',
    );
  });

  it('says a link that is not valid cannot open a course', async () => {
    server.use(
      http.get('/api/manage-course/bad', () =>
        HttpResponse.json(
          { statusCode: 401, code: 'BOOKING.MANAGE_LINK_INVALID', message: 'This booking link is not valid.' },
          { status: 401 },
        ),
      ),
    );
    renderApp('/manage-course/bad');
    expect(
      await screen.findByRole('heading', { name: 'We cannot open this course booking' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('This course link is not valid. Please check you opened the whole link from your e-mail.'),
    ).toBeInTheDocument();
  });
});
