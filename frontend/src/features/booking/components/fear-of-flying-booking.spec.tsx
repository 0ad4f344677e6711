import { screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { dayButtonName, pickDay } from '../../../testing/calendar';
import { server } from '../../../testing/server';
import { renderApp } from '../../../testing/render-app';
import { londonToday } from '../booking-options';
import { apiErrorResponse } from '../../../testing/api-error-response';
import { payWithTestCard } from '../../../testing/test-card';

function api(bookingAnswer: () => Response = () => HttpResponse.json({ id: 'c-1' }, { status: 201 })) {
  const calls = { intents: [] as unknown[], bookings: [] as Record<string, unknown>[] };
  server.use(
    http.post('/api/create-fear-of-flying-payment-intent', async ({ request }) => {
      calls.intents.push(await request.json());
      return HttpResponse.json({ clientSecret: 'pi_test_9_secret_x', paymentIntentId: 'pi_test_9' });
    }),
    http.get('/api/config', () => HttpResponse.json({ paymentProvider: 'test', stripePublishableKey: null })),
    http.post('/api/test-payments/:id/confirm', () => HttpResponse.json({ paymentIntentId: 'pi_test_9', status: 'succeeded' })),
    http.post('/api/fear-of-flying-bookings', async ({ request }) => {
      calls.bookings.push((await request.json()) as Record<string, unknown>);
      return bookingAnswer();
    }),
  );
  return calls;
}

/** POST /api/vouchers/check for the course: the Fear of Flying gift card pays it all, a £100 money card part of it. */
function voucherApi() {
  const checks: Record<string, unknown>[] = [];
  const covered: Record<string, number> = { 'SKY-FEAR-FEAR-FEAR': 29500, 'SKY-CASH-CASH-CASH': 10000 };
  server.use(
    http.post('/api/vouchers/check', async ({ request }) => {
      const body = (await request.json()) as { code: string };
      checks.push(body);
      const coveredPence = covered[body.code];
      return HttpResponse.json({
        code: body.code,
        voucherName: coveredPence === 29500 ? 'Fear of Flying Gift Card' : '£100 Gift Card',
        experience: null,
        expiresAt: '2027-11-23T10:00:00.000Z',
        sessionName: 'Fear of Flying Course',
        durationMinutes: 240,
        pricePence: 29500,
        coveredPence,
        toPayPence: 29500 - coveredPence,
      });
    }),
  );
  return checks;
}

async function openDetails() {
  const app = renderApp('/fear-of-flying');
  const [button] = await screen.findAllByRole('button', { name: 'BOOK YOUR COURSE' });
  await app.user.click(button);
  return { ...app, dialog: await screen.findByRole('dialog', { name: 'Book the Fear of Flying Course' }) };
}

type Details = Awaited<ReturnType<typeof openDetails>>;

/** Ned's name, e-mail and phone in the details step. */
async function fillDetails({ user, dialog }: Details) {
  await user.type(within(dialog).getByLabelText('Full Name'), 'Nervous Ned');
  await user.type(within(dialog).getByLabelText('Email'), 'ned@example.com');
  await user.type(within(dialog).getByLabelText('Phone'), '07700 900456');
}

async function applyVoucher(app: Details, code: string) {
  const { user, dialog } = app;
  await fillDetails(app);
  await user.click(within(dialog).getByRole('button', { name: 'I have a gift voucher' }));
  await user.type(within(dialog).getByLabelText('Gift voucher code'), code);
  await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
}

async function fillAndPay(app: Details, preferred?: Date) {
  const { user, dialog } = app;
  await fillDetails(app);
  if (preferred) await pickDay(user, preferred, dialog);
  await user.click(within(dialog).getByRole('button', { name: 'CONTINUE TO PAYMENT' }));
  await payWithTestCard(user, await screen.findByRole('dialog', { name: 'Fear of Flying Course' }), 'PAY £295.00');
}

describe('/fear-of-flying booking dialog', { timeout: 20_000 }, () => {
  it("asks for name, e-mail and phone first: 'Missing Information' and no payment set up", async () => {
    const calls = api();
    const { user, dialog } = await openDetails();
    await user.click(within(dialog).getByRole('button', { name: 'CONTINUE TO PAYMENT' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Full Name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Full Name')).toHaveAccessibleDescription('Please enter your name.');
    expect(within(dialog).getByLabelText('Phone')).toHaveAccessibleDescription('Please enter your phone number.');
    await waitFor(() => expect(within(dialog).getByLabelText('Full Name')).toHaveFocus());
    expect(calls.intents).toEqual([]);
  });

  it('says beside the field when the e-mail or phone cannot be used, focuses the first, and holds no more than the server takes', async () => {
    const calls = api();
    const { user, dialog } = await openDetails();
    const field = (label: string) => within(dialog).getByLabelText(label);
    await user.type(field('Full Name'), 'Nervous Ned');
    await user.type(field('Email'), 'ned@nowhere');
    await user.type(field('Phone'), 'call me');
    await user.click(within(dialog).getByRole('button', { name: 'CONTINUE TO PAYMENT' }));
    await waitFor(() => expect(field('Email')).toHaveFocus());
    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email address, like name@example.com.');
    expect(field('Phone')).toHaveAccessibleDescription('Please enter a phone number we can call (at least 6 digits).');
    expect(field('Full Name')).not.toHaveAttribute('aria-invalid');
    expect([field('Full Name'), field('Email'), field('Phone'), field('Notes (optional)')].map((input) => input.getAttribute('maxLength'))).toEqual(['120', '254', '40', '2000']);
    expect(calls.intents).toEqual([]);
  });

  it('does not offer today or earlier as a preferred date', async () => {
    api();
    const { dialog } = await openDetails();
    const today = within(dialog).getByRole('button', { name: dayButtonName(londonToday()) });
    expect(today).toBeDisabled();
  });

  it('pays £295.00, records the booking with its details and confirms with the toast; the dialog closes', async () => {
    const calls = api();
    const app = await openDetails();
    const preferred = new Date(londonToday().getTime() + 3 * 24 * 3_600_000);
    await fillAndPay(app, preferred);
    expect(await screen.findByText('Booking Confirmed!')).toBeInTheDocument();
    expect(
      screen.getByText('Your Fear of Flying course has been booked. Check your email for confirmation.'),
    ).toBeInTheDocument();
    expect(calls.intents).toEqual([{ name: 'Nervous Ned', email: 'ned@example.com' }]);
    expect(calls.bookings).toEqual([
      {
        name: 'Nervous Ned',
        email: 'ned@example.com',
        phone: '07700 900456',
        preferredDate: format(preferred, 'yyyy-MM-dd'),
        notes: null,
        paymentIntentId: 'pi_test_9',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("records a paid course through an outage: 'Confirming your booking…' while the API answers 503 or nothing, then confirmed", async () => {
    const answers = [() => apiErrorResponse(503, 'SERVICE_UNAVAILABLE', 'Service unavailable'), () => HttpResponse.error()];
    const calls = api(() => (answers.shift() ?? (() => HttpResponse.json({ id: 'c-1' }, { status: 201 })))());
    const app = await openDetails();
    await fillAndPay(app);
    expect(
      await within(screen.getByRole('dialog', { name: 'Fear of Flying Course' })).findByText('Confirming your booking…'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Booking Confirmed!', {}, { timeout: 8_000 })).toBeInTheDocument();
    expect(calls.bookings).toHaveLength(3);
    expect(new Set(calls.bookings.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });

  it("shows 'Error' with the server's message when the booking cannot be saved", async () => {
    api(() => apiErrorResponse(409, 'BOOKING.PAYMENT_ALREADY_USED', 'That payment has already been used for a booking.'));
    const app = await openDetails();
    await fillAndPay(app);
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('That payment has already been used for a booking.')).toBeInTheDocument();
  });

  it('books with a Fear of Flying gift card that pays it all: CONFIRM BOOKING, no card step, the code sent with the details', async () => {
    const calls = api();
    const checks = voucherApi();
    const app = await openDetails();
    await applyVoucher(app, 'SKY-FEAR-FEAR-FEAR');
    expect(await within(app.dialog).findByText(/Nothing left to pay\./)).toBeInTheDocument();
    expect(checks).toEqual([{ code: 'SKY-FEAR-FEAR-FEAR', sessionType: 'fear-of-flying', optionId: '4-hour-course' }]);
    await app.user.click(within(app.dialog).getByRole('button', { name: 'CONFIRM BOOKING' }));
    expect(await screen.findByText('Booking Confirmed!')).toBeInTheDocument();
    expect(calls.intents).toEqual([]);
    expect(calls.bookings).toEqual([
      {
        name: 'Nervous Ned',
        email: 'ned@example.com',
        phone: '07700 900456',
        preferredDate: null,
        notes: null,
        voucherCode: 'SKY-FEAR-FEAR-FEAR',
      },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Fear of Flying Course' })).not.toBeInTheDocument();
  });

  it('lets a money card pay part of the course: the card pays the rest, the payment is set up with the code', async () => {
    const calls = api();
    voucherApi();
    const app = await openDetails();
    await applyVoucher(app, 'SKY-CASH-CASH-CASH');
    expect(await within(app.dialog).findByText(/£195\.00 left to pay by card\./)).toBeInTheDocument();
    await app.user.click(within(app.dialog).getByRole('button', { name: 'CONTINUE TO PAYMENT' }));
    await payWithTestCard(app.user, await screen.findByRole('dialog', { name: 'Fear of Flying Course' }), 'PAY £195.00');
    expect(await screen.findByText('Booking Confirmed!')).toBeInTheDocument();
    expect(calls.intents).toEqual([{ name: 'Nervous Ned', email: 'ned@example.com', voucherCode: 'SKY-CASH-CASH-CASH' }]);
    expect(calls.bookings).toEqual([expect.objectContaining({ paymentIntentId: 'pi_test_9' })]);
  });

  it('closing goes back to an empty details step', async () => {
    api();
    const { user, dialog } = await openDetails();
    await user.type(within(dialog).getByLabelText('Full Name'), 'Nervous Ned');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getAllByRole('button', { name: 'BOOK YOUR COURSE' })[0]);
    const reopened = await screen.findByRole('dialog', { name: 'Book the Fear of Flying Course' });
    expect(within(reopened).getByLabelText('Full Name')).toHaveValue('');
  });
});
