// @vitest-environment jsdom
// (The 3-D Secure challenge frame's answer page is written into the frame's own document, which happy-dom leaves empty.)
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithStore } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { PaymentDialog, type PaymentDialogProps, type PreparedPayment } from './payment-dialog';
import { apiErrorResponse } from '../../../testing/api-error-response';

const INTENT: PreparedPayment = { clientSecret: 'pi_test_1_secret_x', paymentIntentId: 'pi_test_1' };
const testProvider = () => http.get('/api/config', () => HttpResponse.json({ paymentProvider: 'test', stripePublishableKey: null }));
const confirmAnswers = (answer: (card: string) => Response | Promise<Response>) =>
  http.post<{ id: string }, { cardNumber: string; clientSecret: string }>('/api/test-payments/:id/confirm', async ({ request, params }) => {
    const body = await request.json();
    expect(params.id).toBe(INTENT.paymentIntentId);
    expect(body.clientSecret).toBe(INTENT.clientSecret);
    return answer(body.cardNumber.replace(/\s/g, ''));
  });

function Harness(props: Partial<PaymentDialogProps> & { startOpen?: boolean }) {
  const [open, setOpen] = useState(props.startOpen ?? true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Proceed to Checkout
      </button>
      <PaymentDialog
        open={open}
        onOpenChange={setOpen}
        title="COMPLETE PURCHASE"
        totalPence={27_650}
        createIntent={props.createIntent ?? (async () => INTENT)}
        onSucceeded={props.onSucceeded ?? (async () => setOpen(false))}
        askEmail={props.askEmail}
        billingDetails={props.billingDetails}
      />
    </>
  );
}

function renderDialog(props: Partial<PaymentDialogProps> & { startOpen?: boolean } = {}) {
  const user = userEvent.setup();
  renderWithStore(<Harness {...props} />);
  return { user, dialog: () => screen.getByRole('dialog', { name: 'COMPLETE PURCHASE' }) };
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, cardNumber: string, expiry = '12/39', cvc = '123') {
  await user.type(await screen.findByLabelText('Card number'), cardNumber);
  await user.type(screen.getByLabelText('Expiry date'), expiry);
  await user.type(screen.getByLabelText('CVC'), cvc);
}

describe('PaymentDialog with the built-in test provider', { timeout: 20_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it("shows 'Preparing payment...' while the payment is set up, then the TEST MODE card form and PAY £{total}", async () => {
    server.use(testProvider());
    let resolve: (payment: PreparedPayment) => void = () => {};
    const createIntent = vi.fn(() => new Promise<PreparedPayment>((done) => (resolve = done)));
    renderDialog({ createIntent });
    expect(await screen.findByText('Preparing payment...')).toBeInTheDocument();
    expect(createIntent).toHaveBeenCalledTimes(1);

    act(() => resolve({ ...INTENT, totalPence: 27_650 }));
    expect(await screen.findByText('TEST MODE')).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveAttribute('autocomplete', 'cc-number');
    expect(await screen.findByRole('button', { name: 'PAY £276.50' })).toBeEnabled();
    expect(createIntent).toHaveBeenCalledTimes(1);
  });

  it("the server's total wins over the page's on the pay button", async () => {
    server.use(testProvider());
    renderDialog({ createIntent: async () => ({ ...INTENT, totalPence: 125_000 }) });
    expect(await screen.findByRole('button', { name: 'PAY £1,250.00' })).toBeInTheDocument();
  });

  it("shows 'Loading payment form...' (disabled) until the card form is there", async () => {
    server.use(http.get('/api/config', () => delay('infinite')));
    renderDialog();
    expect(await screen.findByRole('button', { name: 'Loading payment form...' })).toBeDisabled();
  });

  it("a setup failure shows the server's message in red and the 'Payment Setup Failed' toast", async () => {
    server.use(testProvider());
    const apiError = { status: 400, message: '400: {...}', body: { statusCode: 400, code: 'CATALOG.PRODUCT_UNAVAILABLE', message: 'Some items in your cart are no longer available.', correlationId: 'c' } };
    const { dialog } = renderDialog({ createIntent: () => Promise.reject(apiError) });
    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('Some items in your cart are no longer available.');
    expect(alert).toHaveClass('text-red-600');
    expect(await screen.findByText('Payment Setup Failed')).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it("a setup failure without a message reads 'Failed to initialize payment' and 'Please try again or contact support.'", async () => {
    server.use(testProvider());
    const { dialog } = renderDialog({ createIntent: () => Promise.reject({}) });
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Failed to initialize payment');
    expect(await screen.findByText('Please try again or contact support.')).toBeInTheDocument();
  });

  it('pays with 4242: Processing..., then onSucceeded with the intent id', async () => {
    server.use(
      testProvider(),
      confirmAnswers(async (card) => {
        await delay(30);
        return card === '4242424242424242' ? HttpResponse.json({ paymentIntentId: INTENT.paymentIntentId, status: 'succeeded' }) : apiErrorResponse(402, 'PAYMENT.CARD_DECLINED', 'Your card was declined.');
      }),
    );
    const onSucceeded = vi.fn(async () => {});
    const { user } = renderDialog({ onSucceeded });
    await fillCard(user, '4242 4242 4242 4242');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText('Expiry date')).toHaveValue('12 / 39');
    await user.click(screen.getByRole('button', { name: 'PAY £276.50' }));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await waitFor(() => expect(onSucceeded).toHaveBeenCalledWith(INTENT.paymentIntentId));
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
  ])("card %s shows 'Payment Failed' with the provider's message and stays open", async (card, message) => {
    server.use(testProvider(), confirmAnswers(() => apiErrorResponse(402, 'PAYMENT.CARD_DECLINED', message)));
    const onSucceeded = vi.fn(async () => {});
    const { user, dialog } = renderDialog({ onSucceeded });
    await fillCard(user, card);
    await user.click(screen.getByRole('button', { name: 'PAY £276.50' }));
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(onSucceeded).not.toHaveBeenCalled();
    expect(dialog()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PAY £276.50' })).toBeEnabled();
  });

  describe('a 3-D Secure card (requires_action)', () => {
    const CHALLENGE_URL = '/api/test-payments/pi_test_1/challenge?token=t';
    const challenged = () =>
      confirmAnswers(() => HttpResponse.json({ paymentIntentId: INTENT.paymentIntentId, status: 'requires_action', challengeUrl: CHALLENGE_URL }));
    const openChallenge = async (onSucceeded = vi.fn(async () => {})) => {
      server.use(testProvider(), challenged());
      const { user } = renderDialog({ onSucceeded });
      await fillCard(user, '4000 0025 0000 3155');
      await user.click(screen.getByRole('button', { name: 'PAY £276.50' }));
      expect(await screen.findByText('Payment Processing')).toBeInTheDocument();
      const frame = within(screen.getByRole('region', { name: 'Authenticate your payment' })).getByTitle('3D Secure authentication');
      expect(frame).toHaveAttribute('src', CHALLENGE_URL);
      expect(screen.queryByLabelText('Card number')).toBeNull();
      expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
      return { user, frame: frame as HTMLIFrameElement, onSucceeded };
    };

    it("shows the bank's challenge while 'Payment Processing'; closed, 'Payment Failed' and the card kept to try again", async () => {
      const { user, onSucceeded } = await openChallenge();
      await user.click(screen.getByRole('button', { name: 'Close authentication' }));
      expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
      expect(
        screen.getByText('We are unable to authenticate your payment method. Please choose a different payment method and try again.'),
      ).toBeInTheDocument();
      expect(screen.getByLabelText('Card number')).toHaveValue('4000 0025 0000 3155');
      expect(screen.getByRole('button', { name: 'PAY £276.50' })).toBeEnabled();
      expect(onSucceeded).not.toHaveBeenCalled();
    });

    it('goes on as a paid card once the challenge page says it was approved', async () => {
      const { frame, onSucceeded } = await openChallenge();
      // The API's answer page, as the frame shows it once the customer pressed 'Complete authentication'.
      const page = frame.contentDocument!;
      const answer = page.createElement('main');
      answer.dataset.outcome = 'succeeded';
      (page.documentElement ?? page).appendChild(answer);
      act(() => void frame.dispatchEvent(new Event('load')));
      await waitFor(() => expect(onSucceeded).toHaveBeenCalledWith(INTENT.paymentIntentId));
    });
  });

  it("an incomplete card gives 'Payment Form Not Ready' and sends nothing", async () => {
    const confirm = vi.fn(() => HttpResponse.json({}));
    server.use(testProvider(), http.post('/api/test-payments/:id/confirm', confirm));
    const { user } = renderDialog();
    await user.type(await screen.findByLabelText('Card number'), '4242 4242');
    await user.click(screen.getByRole('button', { name: 'PAY £276.50' }));
    expect(await screen.findByText('Payment Form Not Ready')).toBeInTheDocument();
    expect(screen.getByText('Please wait a moment and try again.')).toBeInTheDocument();
    expect(screen.getByText('Your card number is incomplete.')).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).not.toHaveBeenCalled();
  });

  it("a fault while paying shows 'Error'", async () => {
    server.use(testProvider(), confirmAnswers(() => new HttpResponse(null, { status: 500, statusText: 'Internal Server Error' })));
    const { user } = renderDialog();
    await fillCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'PAY £276.50' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('500: Internal Server Error')).toBeInTheDocument();
  });

  it("'Payment Form Error' when the payment form cannot be loaded", async () => {
    server.use(http.get('/api/config', () => new HttpResponse(null, { status: 503 })));
    renderDialog();
    expect(await screen.findByText('Payment Form Error')).toBeInTheDocument();
    expect(screen.getAllByText('There was an issue loading the payment form. Please try refreshing the page.').length).toBeGreaterThan(0);
  });

  it('closing resets the secret and the error: opening again sets up a new payment', async () => {
    server.use(testProvider());
    const createIntent = vi.fn().mockRejectedValueOnce({}).mockResolvedValueOnce(INTENT);
    const { user, dialog } = renderDialog({ createIntent });
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Failed to initialize payment');
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
    expect(createIntent).toHaveBeenCalledTimes(2);
  });

  it('asks for the receipt e-mail first when askEmail is set, then sets up the payment for it', async () => {
    server.use(testProvider());
    const createIntent = vi.fn(async () => INTENT);
    const { user } = renderDialog({ createIntent, askEmail: true });
    const email = await screen.findByLabelText('Email for your receipt');
    expect(createIntent).not.toHaveBeenCalled();
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'CONTINUE TO PAYMENT' }));
    expect(screen.getByText('Please enter a valid email address for your receipt.')).toBeInTheDocument();
    expect(createIntent).not.toHaveBeenCalled();

    await user.clear(email);
    await user.type(email, 'buyer@example.com');
    await user.click(screen.getByRole('button', { name: 'CONTINUE TO PAYMENT' }));
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(createIntent).toHaveBeenCalledWith({ email: 'buyer@example.com' });
  });
});
