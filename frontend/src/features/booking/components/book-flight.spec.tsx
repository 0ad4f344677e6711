import { act, screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { dayButtonName, pickDay } from '../../../testing/calendar';
import { apiErrorResponse } from '../../../testing/api-error-response';
import { server } from '../../../testing/server';
import { experience } from '../../../testing/catalogue';
import { dayAvailability } from '../../../testing/handlers';
import { renderApp } from '../../../testing/render-app';
import { payWithTestCard } from '../../../testing/test-card';
import type { Experience } from '../../../lib/experiences';
import type { SlotAvailability } from '../api/booking-api';
import { londonToday } from '../booking-options';

const SESSIONS: Experience[] = [
  experience('try-and-fly', 'Try and Fly', 'beginners', [['60-minutes', '60 minutes', 60, 12900, 2, 4900]]),
  experience('fear-of-flying', 'Fear of Flying Course', 'beginners', [['4-hour-course', '4-hour course', 240, 29500]], 'course'),
  experience('intro-to-the-airbus', 'Intro to the Airbus', 'enthusiasts', [
    ['60-minutes', '60 minutes', 60, 14900],
    ['120-minutes', '120 minutes', 120, 24900],
  ]),
  experience('aspiring-pilot', 'Aspiring Pilot', 'aspiring-pilots', [['60-minutes', '60 minutes', 60, 14900]]),
  experience('ultimate-session', 'Ultimate Session', 'professional', [['120-minutes', '120 minutes', 120, 24900]]),
  experience('simulator-hire', 'Simulator Hire', 'professional', [['half-day', 'Half day', 240, 50000]], 'enquiry'),
];
const priceOf = (id: string, optionId?: string) => {
  const found = SESSIONS.find((candidate) => candidate.id === id);
  return (found?.options.find((candidate) => candidate.id === optionId) ?? found?.options[0])?.pricePence ?? 0;
};
const SLOTS: SlotAvailability[] = [
  { time: '10:30', available: true, reason: null },
  { time: '12:00', available: false, reason: 'taken' },
  { time: '13:30', available: true, reason: null },
];
const tomorrow = new Date(londonToday().getTime() + 24 * 3_600_000);
const tomorrowIso = format(tomorrow, 'yyyy-MM-dd');

/** What /confirmation is handed for tomorrow's 10:30 Try and Fly booked by Amelia (with its totals). */
const tryAndFlyOrder = { sessionName: 'Try and Fly', date: tomorrowIso, timeSlot: '10:30', email: 'amelia@example.com' };
const savedOrderDetails = () => JSON.parse(sessionStorage.getItem('orderDetails') ?? 'null') as unknown;

interface Calls {
  availability: URLSearchParams[];
  holds: Record<string, unknown>[];
  confirms: string[];
  releases: string[];
}

/** POST /api/create-booking-payment-intent's answer: the slot held, £129.00 to pay by card unless `changes` say otherwise. */
const heldPayment = (changes: Record<string, unknown> = {}) =>
  HttpResponse.json({
    clientSecret: 'pi_test_1_secret_x',
    paymentIntentId: 'pi_test_1',
    bookingId: 'b-1',
    totalPrice: 12900,
    holdExpiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    booking: { ...summary(), status: 'held' },
    ...changes,
  });

/** How the server answers the hold (create-booking-payment-intent) and the confirmation, where a test wants otherwise. */
interface Answers {
  hold?: () => Response;
  confirm?: () => Response;
}

function api({ hold = () => heldPayment(), confirm = () => HttpResponse.json(summary()) }: Answers = {}) {
  const calls: Calls = { availability: [], holds: [], confirms: [], releases: [] };
  server.use(
    http.get('/api/experiences', () => HttpResponse.json(SESSIONS)),
    dayAvailability(SLOTS, (params) => calls.availability.push(params)),
    http.post('/api/create-booking-payment-intent', async ({ request }) => {
      calls.holds.push((await request.json()) as Record<string, unknown>);
      return hold();
    }),
    http.get('/api/config', () => HttpResponse.json({ paymentProvider: 'test', stripePublishableKey: null })),
    http.post('/api/test-payments/:id/confirm', () => HttpResponse.json({ paymentIntentId: 'pi_test_1', status: 'succeeded' })),
    http.post('/api/confirm-booking-payment', async ({ request }) => {
      calls.confirms.push(((await request.json()) as { paymentIntentId: string }).paymentIntentId);
      return confirm();
    }),
    http.post('/api/booking-holds/:id/release', async ({ params, request }) => {
      const { clientSecret } = (await request.json()) as { clientSecret: string };
      calls.releases.push(`${String(params.id)} ${clientSecret}`);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

function summary() {
  return {
    id: 'b-1',
    sessionType: 'try-and-fly',
    sessionName: 'Try and Fly',
    durationMinutes: 60,
    date: tomorrowIso,
    timeSlot: '10:30',
    totalPrice: 12900,
    voucherPence: 0,
    name: 'Amelia Pilot',
    email: 'amelia@example.com',
    status: 'confirmed',
  };
}

const CODE = 'SKY-7K3M-9Q2X-BC4D';

/** POST /api/vouchers/check: a Try and Fly voucher, covering Try and Fly in full and £129 of a dearer session. */
function voucherApi() {
  const checks: Record<string, unknown>[] = [];
  server.use(
    http.post('/api/vouchers/check', async ({ request }) => {
      const body = (await request.json()) as { code: string; sessionType: string };
      checks.push(body);
      if (body.code.replace(/[\s-]/g, '').toUpperCase() !== CODE.replace(/-/g, '')) {
        return HttpResponse.json(
          {
            statusCode: 404,
            code: 'VOUCHER.NOT_FOUND',
            message: 'We could not find that voucher code. Please check it and try again.',
            correlationId: 'c',
          },
          { status: 404 },
        );
      }
      const pricePence = priceOf(body.sessionType);
      return HttpResponse.json({
        code: CODE,
        voucherName: 'Try and Fly Gift Card',
        experience: { experienceId: 'try-and-fly', optionId: '60-minutes', name: 'Try and Fly', minutes: 60 },
        expiresAt: '2027-11-23T10:00:00.000Z',
        sessionName: SESSIONS.find((candidate) => candidate.id === body.sessionType)?.name,
        durationMinutes: 60,
        pricePence,
        coveredPence: 12900,
        toPayPence: pricePence - 12900,
      });
    }),
  );
  return checks;
}

/**
 * The hold of a booking the Try and Fly voucher pays £129.00 of, `toPayPence` left for the card. With nothing left
 * there is no card payment to set up and the booking comes back confirmed.
 */
function voucherHold(toPayPence: number) {
  const paid = toPayPence === 0;
  const booking = { ...summary(), status: paid ? 'confirmed' : 'held', totalPrice: toPayPence, voucherPence: 12900 };
  return () =>
    heldPayment({
      ...(paid ? { clientSecret: null, paymentIntentId: null } : {}),
      totalPrice: toPayPence,
      voucherPence: 12900,
      booking,
    });
}

async function fillBooking(app: ReturnType<typeof renderApp>) {
  const { user } = app;
  await user.click(await screen.findByRole('article', { name: 'Try and Fly' }));
  await pickDay(user, tomorrow);
  await user.click(await screen.findByRole('radio', { name: '10:30' }));
  await user.selectOptions(screen.getByLabelText('Experience Level'), 'Complete Beginner');
  await user.type(screen.getByLabelText('Full Name'), 'Amelia Pilot');
  await user.type(screen.getByLabelText('Email'), 'amelia@example.com');
  await user.type(screen.getByLabelText('Phone'), '07700 900123');
  await user.type(screen.getByLabelText('Special Requests (optional)'), 'Birthday');
  await user.click(screen.getByRole('checkbox', { name: /Age rules/ }));
}

/** Fills tomorrow's 10:30 Try and Fly booking and applies the gift voucher `code` (checked by voucherApi). */
async function bookWithVoucher(code: string, hold?: () => Response) {
  const calls = api({ hold });
  const checks = voucherApi();
  const app = renderApp('/book-flight');
  await fillBooking(app);
  await app.user.click(screen.getByRole('button', { name: 'I have a gift voucher' }));
  await app.user.type(screen.getByLabelText('Gift voucher code'), code);
  await app.user.click(screen.getByRole('button', { name: 'Apply' }));
  return { app, calls, checks };
}

async function payInDialog(app: ReturnType<typeof renderApp>) {
  await app.user.click(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' }));
  await payWithTestCard(app.user, await screen.findByRole('dialog', { name: 'COMPLETE BOOKING' }), 'PAY £129.00');
}

describe('/book-flight', { timeout: 20_000 }, () => {
  // The page loads lazily: its first import compiles its module graph, longer than a find waits on a loaded machine.
  beforeAll(async () => {
    await import('../../../pages/book-flight-page');
  }, 60_000);

  it('shows the sessions in their four groups, with the price from the server', async () => {
    api();
    renderApp('/book-flight');
    expect(await screen.findByRole('heading', { level: 1, name: 'Book Your Flight' })).toBeInTheDocument();
    for (const [group, names] of [
      ['Recommended for Beginners', ['Try and Fly', 'Fear of Flying Course']],
      ['Recommended for Enthusiasts', ['Intro to the Airbus']],
      ['Aspiring Pilot', ['Aspiring Pilot']],
      ['Professional Crew', ['Ultimate Session']],
    ] as const) {
      const region = await screen.findByRole('region', { name: group });
      for (const name of names) expect(within(region).getByRole('article', { name })).toBeInTheDocument();
    }
    expect(within(screen.getByRole('article', { name: 'Intro to the Airbus' })).getByText('from')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'BUY A GIFT CARD' })).toHaveAttribute('href', '/shop');
  });

  it('a card click selects the session; CLICK HERE selects it and goes to the form; the total follows the duration', async () => {
    api();
    const { user } = renderApp('/book-flight');
    await user.click(await screen.findByRole('article', { name: 'Try and Fly' }));
    expect(screen.getByLabelText('Session')).toHaveValue('try-and-fly');
    expect(within(screen.getByRole('article', { name: 'Try and Fly' })).getByText('Selected')).toBeInTheDocument();
    expect(screen.getByTestId('booking-total')).toHaveTextContent('£129.00');

    await user.click(screen.getByRole('button', { name: 'CLICK HERE to book Intro to the Airbus' }));
    expect(screen.getByLabelText('Session')).toHaveValue('intro-to-the-airbus');
    expect(screen.getByTestId('booking-total')).toHaveTextContent('£149.00');
    await user.click(screen.getByRole('radio', { name: /2 hours/ }));
    expect(screen.getByTestId('booking-total')).toHaveTextContent('£249.00');
  });

  it('arrives preselected from a deep link, and shows a price changed since the page loaded in the payment dialog before charging', async () => {
    api({ hold: () => heldPayment({ totalPrice: 13900 }) });
    const app = renderApp('/book-flight?experience=intro-to-the-airbus&option=120-minutes');
    await waitFor(() => expect(screen.getByLabelText('Session')).toHaveValue('intro-to-the-airbus'));
    expect(screen.getByRole('radio', { name: /120 minutes/ })).toBeChecked();
    expect(screen.getByTestId('booking-total')).toHaveTextContent('£249.00');

    app.router.navigate('/book-flight?session=tryandfly');
    await fillBooking(app);
    expect(screen.getByTestId('booking-total')).toHaveTextContent('£129.00');
    await app.user.click(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' }));
    const dialog = await screen.findByRole('dialog', { name: 'COMPLETE BOOKING' });
    // The dialog's total (the pay button says it too, once the card form is ready).
    expect(await within(dialog).findByText('Total: £139.00')).toBeInTheDocument();
  }, 40_000);

  it('prices a party of two, asks who is flying and needs the age rules confirmed before holding the slot', async () => {
    const calls = api();
    const app = renderApp('/book-flight');
    await fillBooking(app);
    await app.user.click(screen.getByRole('checkbox', { name: /Age rules/ })); // unticked again
    const people = screen.getByLabelText('People');
    expect(people).toHaveAccessibleDescription('Each person after the first adds £49.00.');
    await app.user.selectOptions(people, '2 people');
    expect(screen.getByTestId('booking-total')).toHaveTextContent('£178.00');
    await app.user.click(screen.getByRole('radio', { name: 'Someone else' }));
    await app.user.click(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' }));
    await waitFor(() => expect(screen.getByLabelText('Name of the person flying')).toHaveFocus());
    expect(screen.getByLabelText('Name of the person flying')).toHaveAccessibleDescription('Enter the name of the person flying.');
    expect(screen.getByRole('checkbox', { name: /Age rules/ })).toHaveAccessibleDescription('Please confirm the age rules to book.');
    expect(calls.holds).toHaveLength(0);

    await app.user.type(screen.getByLabelText('Name of the person flying'), 'Grace Giftee');
    await app.user.click(screen.getByRole('checkbox', { name: /Age rules/ }));
    await app.user.click(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' }));
    await waitFor(() => expect(calls.holds).toHaveLength(1));
    expect(calls.holds[0]).toMatchObject({ partySize: 2, whoIsFlying: 'someone-else', participantName: 'Grace Giftee', ageRulesConfirmed: true, emailOptIn: false });
  });

  it("asks 'E-mail me about this booking' unticked (PECR) and sends the customer's answer with the hold", async () => {
    const calls = api();
    const app = renderApp('/book-flight');
    await fillBooking(app);
    const tick = screen.getByRole('checkbox', { name: /E-mail me about this booking/ });
    expect(tick).not.toBeChecked();
    expect(tick).toHaveAccessibleDescription(/one e-mail with a link back to this choice/);
    await app.user.click(tick);
    await app.user.click(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' }));
    await waitFor(() => expect(calls.holds).toHaveLength(1));
    expect(calls.holds[0]).toMatchObject({ emailOptIn: true });
  });

  it("lists the day's slots from the server: taken ones cannot be chosen", async () => {
    const calls = api();
    const { user } = renderApp('/book-flight');
    await user.click(await screen.findByRole('article', { name: 'Try and Fly' }));
    await pickDay(user, tomorrow);
    expect(await screen.findByRole('radio', { name: '10:30' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: '12:00 (Booked)' })).toBeDisabled();
    expect(calls.availability.at(-1)?.get('date')).toBe(tomorrowIso);
    expect(calls.availability.at(-1)?.get('sessionType')).toBe('try-and-fly');
  });

  it('a new date asks for its own slots and clears the time chosen for the old one', async () => {
    const calls = api();
    const { user } = renderApp('/book-flight');
    await user.click(await screen.findByRole('article', { name: 'Try and Fly' }));
    await pickDay(user, tomorrow);
    await user.click(await screen.findByRole('radio', { name: '10:30' }));
    expect(screen.getByRole('radio', { name: '10:30' })).toBeChecked();

    const dayAfter = new Date(tomorrow.getTime() + 24 * 3_600_000);
    await pickDay(user, dayAfter);
    await waitFor(() => expect(calls.availability.at(-1)?.get('date')).toBe(format(dayAfter, 'yyyy-MM-dd')));
    expect(await screen.findByRole('radio', { name: '10:30' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: dayButtonName(dayAfter) })).toHaveAccessibleName(/selected$/);
  });

  it('disables days before today', async () => {
    api();
    const { user } = renderApp('/book-flight');
    await user.click(await screen.findByRole('article', { name: 'Try and Fly' }));
    const yesterday = new Date(londonToday().getTime() - 24 * 3_600_000);
    const button = screen.queryByRole('button', { name: dayButtonName(yesterday) });
    // Yesterday is either disabled in this month's grid or in last month, which cannot be shown.
    if (button) expect(button).toBeDisabled();
    // (react-day-picker marks its month buttons aria-disabled, not disabled)
    else expect(screen.getByRole('button', { name: /previous month/i })).toHaveAttribute('aria-disabled', 'true');
  });

  it("refuses to proceed without the required fields: 'Missing Information', each field marked, the first focused", async () => {
    const calls = api();
    const { user } = renderApp('/book-flight');
    await user.click(await screen.findByRole('button', { name: 'PROCEED TO PAYMENT' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields.')).toBeInTheDocument();
    const session = screen.getByLabelText('Session');
    expect(session).toHaveAttribute('aria-invalid', 'true');
    expect(session).toHaveAccessibleDescription('Choose a session.');
    await waitFor(() => expect(session).toHaveFocus());
    expect(screen.getByLabelText('Full Name')).toHaveAccessibleDescription('Enter your full name.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter your e-mail address.');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Enter your phone number.');
    expect(screen.getByLabelText('Experience Level')).toHaveAccessibleDescription('Choose your experience level.');
    expect(screen.getByRole('group', { name: 'Date' })).toHaveAccessibleDescription('Choose a date.');
    expect(screen.getByRole('group', { name: 'Time (UK time)' })).toHaveAccessibleDescription('Choose a time.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.holds).toHaveLength(0);

    // Fixing a field clears its mark.
    await user.type(screen.getByLabelText('Full Name'), 'Amelia Pilot');
    expect(screen.getByLabelText('Full Name')).not.toHaveAttribute('aria-invalid');
  });

  it("marks a malformed e-mail and phone beside them and focuses the first; names stop at the server's 120 characters", async () => {
    const calls = api();
    const app = renderApp('/book-flight');
    await fillBooking(app);
    const name = screen.getByLabelText('Full Name');
    expect(name).toHaveAttribute('maxlength', '120');
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxlength', '254');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('maxlength', '40');
    expect(screen.getByLabelText('Special Requests (optional)')).toHaveAttribute('maxlength', '2000');
    await app.user.clear(screen.getByLabelText('Email'));
    await app.user.type(screen.getByLabelText('Email'), 'amelia.example.com');
    await app.user.clear(screen.getByLabelText('Phone'));
    await app.user.type(screen.getByLabelText('Phone'), '123');
    await app.user.click(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter an e-mail address such as name@example.com.');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
      'Enter a phone number with at least 6 digits, such as 07700 900123.',
    );
    expect(screen.queryByText('Missing Information')).not.toBeInTheDocument();
    expect(calls.holds).toHaveLength(0);
  });

  it('pays in COMPLETE BOOKING, confirms on the server, saves orderDetails, resets and shows /confirmation with the toast', async () => {
    const calls = api();
    const app = renderApp('/book-flight');
    await fillBooking(app);
    await payInDialog(app);

    expect(await screen.findByText('Booking Confirmed!')).toBeInTheDocument();
    expect(screen.getByText('Check your email for confirmation details.')).toBeInTheDocument();
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/confirmation'));
    expect(calls.holds).toEqual([
      {
        sessionType: 'try-and-fly',
        optionId: '60-minutes',
        date: tomorrowIso,
        timeSlot: '10:30',
        name: 'Amelia Pilot',
        email: 'amelia@example.com',
        phone: '07700 900123',
        experienceLevel: 'beginner',
        notes: 'Birthday',
        sessionName: 'Try and Fly',
        partySize: 1,
        whoIsFlying: 'me',
        participantName: null,
        ageRulesConfirmed: true,
        emailOptIn: false,
      },
    ]);
    expect(calls.confirms).toEqual(['pi_test_1']);
    expect(calls.releases).toEqual([]);
    expect(savedOrderDetails()).toEqual({ ...tryAndFlyOrder, totalPrice: 12900, totalAmount: '129.00' });
    // /confirmation reads them back: session, date, time and total.
    const booking = (await screen.findByRole('heading', { name: 'Your booking' })).parentElement as HTMLElement;
    expect(within(booking).getByText('Try and Fly')).toBeInTheDocument();
    expect(within(booking).getByText('10:30')).toBeInTheDocument();
    expect(within(booking).getByText(format(tomorrow, 'd MMMM yyyy'))).toBeInTheDocument();
    expect(within(booking).getByText('£129.00')).toBeInTheDocument();
  });

  it("a slot lost after the hold ran out: the form says what happened to the money in the server's words and keeps everything", async () => {
    const notCharged =
      'Your time slot was booked by someone else after your hold ran out, so we could not confirm your booking. Your card has not been charged: the £129.00 held on it has been released (your bank may show it as pending for a few days).';
    api({ confirm: () => apiErrorResponse(409, 'BOOKING.SLOT_LOST', notCharged) });
    const app = renderApp('/book-flight');
    await fillBooking(app);
    await payInDialog(app);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('That slot has just been taken');
    expect(alert).toHaveTextContent(notCharged);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'COMPLETE BOOKING' })).not.toBeInTheDocument());
    expect(screen.getByRole('group', { name: 'Time (UK time)' })).toHaveAccessibleDescription(
      'That slot has just been taken. Please choose another time.',
    );
    expect(screen.queryByText(/booking failed/)).not.toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/book-flight');
    expect(screen.getByLabelText('Full Name')).toHaveValue('Amelia Pilot');
    expect(screen.getByLabelText('Session')).toHaveValue('try-and-fly');
  });

  it("carries a paid customer through an outage: 'Confirming your booking…' while the API answers 503 or nothing, then /confirmation, never 'failed'", async () => {
    const answers = [() => apiErrorResponse(503, 'SERVICE_UNAVAILABLE', 'Service unavailable'), () => HttpResponse.error()];
    const calls = api({ confirm: () => (answers.shift() ?? (() => HttpResponse.json(summary())))() });
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/api/confirm-booking-payment')) bodies.push(await request.clone().json());
    });
    const app = renderApp('/book-flight');
    await fillBooking(app);
    await payInDialog(app);

    const dialog = screen.getByRole('dialog', { name: 'COMPLETE BOOKING' });
    expect(await within(dialog).findByText('Confirming your booking…')).toBeInTheDocument();
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/confirmation'), { timeout: 8_000 });
    expect(calls.confirms).toEqual(['pi_test_1', 'pi_test_1', 'pi_test_1']);
    // The hold's client secret goes along: it proves the booker should the session cookie not come back.
    expect(bodies).toContainEqual({ paymentIntentId: 'pi_test_1', clientSecret: 'pi_test_1_secret_x' });
    expect(screen.queryByText(/booking failed/)).not.toBeInTheDocument();
    expect(calls.releases).toEqual([]);
    server.events.removeAllListeners();
  });

  it('after two minutes without the API, says the payment went through and the confirmation comes by e-mail; it neither fails nor lets the card pay again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const calls = api({ confirm: () => apiErrorResponse(503, 'SERVICE_UNAVAILABLE', 'Service unavailable') });
      const app = renderApp('/book-flight');
      await fillBooking(app);
      await payInDialog(app);
      const dialog = screen.getByRole('dialog', { name: 'COMPLETE BOOKING' });
      expect(await within(dialog).findByText('Confirming your booking…')).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(120_000);
      expect(
        await within(dialog).findByText(
          'Your payment has gone through. We are still confirming your booking and will e-mail you as soon as it is confirmed.',
        ),
      ).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Processing...' })).toBeDisabled();
      expect(calls.confirms.length).toBeGreaterThan(10);
      expect(screen.queryByText(/booking failed/)).not.toBeInTheDocument();
      expect(app.router.state.location.pathname).toBe('/book-flight');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a slot just taken: titled for what happened, said beside the time with the focus there, no payment dialog, nothing lost', async () => {
    api({ hold: () => apiErrorResponse(409, 'BOOKING.SLOT_TAKEN', 'That time slot has just been taken') });
    const app = renderApp('/book-flight');
    await fillBooking(app);
    await app.user.click(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That slot has just been taken');
    const time = screen.getByRole('group', { name: 'Time (UK time)' });
    expect(time).toHaveAccessibleDescription('That slot has just been taken. Please choose another time.');
    await waitFor(() => expect(time).toContainElement(document.activeElement as HTMLElement));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Payment Setup Failed')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Amelia Pilot');
    expect(screen.getByLabelText('Email')).toHaveValue('amelia@example.com');
  });

  it('closing the dialog releases the hold and keeps the whole form', async () => {
    const calls = api();
    const app = renderApp('/book-flight');
    await fillBooking(app);
    await app.user.click(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' }));
    const dialog = await screen.findByRole('dialog', { name: 'COMPLETE BOOKING' });
    await within(dialog).findByLabelText('Card number');
    await app.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(calls.releases).toEqual(['b-1 pi_test_1_secret_x']));
    expect(screen.getByLabelText('Full Name')).toHaveValue('Amelia Pilot');
    expect(screen.getByLabelText('Session')).toHaveValue('try-and-fly');
    expect(screen.getByRole('radio', { name: '10:30' })).toBeChecked();
    expect(screen.getByTestId('booking-total')).toHaveTextContent('£129.00');
    expect(app.router.state.location.search).toBe(`?experience=try-and-fly&option=60-minutes&date=${tomorrowIso}&time=10%3A30`);
  });

  it('keeps session, option, date and time in the address: Back and Forward step through them, a link restores them', async () => {
    api();
    const app = renderApp('/book-flight');
    await fillBooking(app);
    const search = () => new URLSearchParams(app.router.state.location.search);
    expect(Object.fromEntries(search())).toEqual({
      experience: 'try-and-fly',
      option: '60-minutes',
      date: tomorrowIso,
      time: '10:30',
    });

    await act(() => app.router.navigate(-1));
    expect(search().get('time')).toBeNull();
    await waitFor(() => expect(screen.getByRole('radio', { name: '10:30' })).not.toBeChecked());
    await act(() => app.router.navigate(1));
    await waitFor(() => expect(screen.getByRole('radio', { name: '10:30' })).toBeChecked());

    await act(() =>
      app.router.navigate(`/book-flight?experience=intro-to-the-airbus&option=120-minutes&date=${tomorrowIso}&time=13:30`),
    );
    await waitFor(() => expect(screen.getByLabelText('Session')).toHaveValue('intro-to-the-airbus'));
    expect(screen.getByRole('radio', { name: /120 minutes/ })).toBeChecked();
    expect(await screen.findByRole('radio', { name: '13:30' })).toBeChecked();
    expect(screen.getByRole('button', { name: dayButtonName(tomorrow) })).toHaveAccessibleName(/selected$/);
    // What was typed stays.
    expect(screen.getByLabelText('Full Name')).toHaveValue('Amelia Pilot');
  });

  it('Back with the payment dialog open closes it and gives the slot back', async () => {
    const calls = api();
    const app = renderApp('/book-flight');
    await fillBooking(app);
    await app.user.click(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' }));
    await within(await screen.findByRole('dialog', { name: 'COMPLETE BOOKING' })).findByLabelText('Card number');
    expect(app.router.state.location.search).toContain('step=pay');
    await act(() => app.router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(calls.releases).toEqual(['b-1 pi_test_1_secret_x']));
    expect(app.router.state.location.search).not.toContain('step=pay');
    expect(screen.getByRole('radio', { name: '10:30' })).toBeChecked();
  });

  it('counts the hold down in the dialog, warns in its last two minutes, and once it ran out stops PAY and offers the slot again', async () => {
    // The first hold has 90 seconds left when it is answered; the next a fresh 15 minutes.
    const holdFor = [90_000, 15 * 60_000];
    const calls = api({ hold: () => heldPayment({ holdExpiresAt: new Date(Date.now() + (holdFor.shift() ?? 0)).toISOString() }) });
    const app = renderApp('/book-flight');
    await fillBooking(app);
    await app.user.click(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' }));
    const dialog = await screen.findByRole('dialog', { name: 'COMPLETE BOOKING' });
    expect(await within(dialog).findByRole('timer')).toHaveTextContent(/^Slot held for 1:[0-3]\d$/);
    expect(within(dialog).getByText('Less than two minutes left: please pay now or the slot is released.')).toBeInTheDocument();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await vi.advanceTimersByTimeAsync(91_000);
      expect(await within(dialog).findByText('Your 15-minute hold has run out')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
    expect(within(dialog).queryByRole('button', { name: /^PAY/ })).not.toBeInTheDocument();
    // The day's slots are asked for afresh (a request begun under the fake clock is answered once it is real again).
    await waitFor(() => expect(within(dialog).getByText('10:30 is still free: you can hold it again for 15 minutes.')).toBeInTheDocument(), {
      timeout: 15_000,
    });
    await app.user.click(await within(dialog).findByRole('button', { name: 'Hold again' }));
    expect(await within(dialog).findByRole('button', { name: 'PAY £129.00' })).toBeInTheDocument();
    expect(within(dialog).getByRole('timer')).toHaveTextContent(/^Slot held for 1[45]:\d\d$/);
    expect(calls.holds).toHaveLength(2);
    expect(calls.releases).toEqual(['b-1 pi_test_1_secret_x']);
  }, 40_000);

  it('books with a gift voucher that covers everything: £0.00, CONFIRM BOOKING with no card, then /confirmation says the voucher paid', async () => {
    const { app, calls, checks } = await bookWithVoucher('sky 7k3m 9q2x bc4d', voucherHold(0));

    expect(await screen.findByText(/covers £129\.00 of Try and Fly\. Nothing left to pay\./)).toBeInTheDocument();
    expect(checks).toEqual([{ code: 'sky 7k3m 9q2x bc4d', sessionType: 'try-and-fly', optionId: '60-minutes', partySize: 1 }]);
    expect(screen.getByTestId('booking-total')).toHaveTextContent('£0.00');
    await app.user.click(screen.getByRole('button', { name: 'CONFIRM BOOKING' }));

    expect(await screen.findByText('Booking Confirmed!')).toBeInTheDocument();
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/confirmation'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.holds).toEqual([expect.objectContaining({ sessionType: 'try-and-fly', timeSlot: '10:30', voucherCode: CODE })]);
    expect(calls.confirms).toEqual([]);
    expect(savedOrderDetails()).toEqual({
      ...tryAndFlyOrder,
      totalPrice: 0,
      totalAmount: '0.00',
      voucherCode: CODE,
      voucherPence: 12900,
    });
    const booking = (await screen.findByRole('heading', { name: 'Your booking' })).parentElement as HTMLElement;
    expect(within(booking).getByText(/Paid with gift voucher/)).toHaveTextContent(`Paid with gift voucher ${CODE}`);
    expect(within(booking).getByText('Paid by card')).toBeInTheDocument();
    expect(within(booking).getByText('£0.00')).toBeInTheDocument();
  }, 40_000);

  it('checks the voucher again for a dearer session: the card pays the difference in COMPLETE BOOKING', async () => {
    const { app, calls, checks } = await bookWithVoucher(CODE, voucherHold(2000));
    expect(await screen.findByText(/Nothing left to pay/)).toBeInTheDocument();

    await app.user.selectOptions(screen.getByLabelText('Session'), 'aspiring-pilot');
    expect(await screen.findByText(/covers £129\.00 of Aspiring Pilot\. £20\.00 left to pay by card\./)).toBeInTheDocument();
    expect(checks.at(-1)).toEqual({ code: CODE, sessionType: 'aspiring-pilot', optionId: '60-minutes', partySize: 1 });
    expect(screen.getByTestId('booking-total')).toHaveTextContent('£20.00');
    await app.user.click(await screen.findByRole('radio', { name: '10:30' }));
    await app.user.click(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' }));
    const dialog = await screen.findByRole('dialog', { name: 'COMPLETE BOOKING' });
    expect(await within(dialog).findByRole('button', { name: 'PAY £20.00' })).toBeInTheDocument();
    expect(calls.holds.at(-1)).toMatchObject({ sessionType: 'aspiring-pilot', voucherCode: CODE });
  }, 40_000);

  it('shows why a code cannot be used, keeps the full price and will not book until the voucher is removed', async () => {
    const { app, calls } = await bookWithVoucher('SKY-0000-0000-0000');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find that voucher code. Please check it and try again.',
    );
    expect(screen.getByTestId('booking-total')).toHaveTextContent('£129.00');
    await app.user.click(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' }));
    expect(await screen.findByText('Voucher Not Applied')).toBeInTheDocument();
    expect(calls.holds).toEqual([]);
  }, 40_000);
});
