import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useEffect, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithStore } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { PaymentDialog } from './payment-dialog';

// Stripe.js comes from js.stripe.com at run time; here a stand-in plays the browser SDK's part.
const stripe = { confirmPayment: vi.fn() };
const elements = { submit: vi.fn() };
const paymentElement = { reportsReady: true, loadFails: false };
let stripeAvailable = true;

vi.mock('@stripe/stripe-js', () => ({ loadStripe: vi.fn(async () => ({})) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: ReactNode; options: { clientSecret: string } }) => <div data-client-secret={options.clientSecret}>{children}</div>,
  useStripe: () => (stripeAvailable ? stripe : null),
  useElements: () => (stripeAvailable ? elements : null),
  PaymentElement: ({ onReady, onLoadError }: { onReady: () => void; onLoadError: () => void }) => {
    useEffect(() => {
      if (paymentElement.loadFails) onLoadError();
      else if (paymentElement.reportsReady) onReady();
    }, [onReady, onLoadError]);
    return <div>Stripe payment element</div>;
  },
}));

const billingDetails = { name: 'Amelia Earhart', email: 'amelia@example.com', phone: '07700 900123' };

function renderDialog(onSucceeded = vi.fn(async () => {}), fakeTimers = false) {
  const user = userEvent.setup(fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
  renderWithStore(
    <PaymentDialog
      open
      onOpenChange={() => {}}
      title="COMPLETE BOOKING"
      totalPence={14_900}
      createIntent={async () => ({ clientSecret: 'pi_1_secret_x', paymentIntentId: 'pi_1' })}
      billingDetails={billingDetails}
      onSucceeded={onSucceeded}
    />,
  );
  return { user, onSucceeded };
}

describe('PaymentDialog with Stripe', { timeout: 20_000 }, () => {
  beforeEach(() => {
    server.use(http.get('/api/config', () => HttpResponse.json({ paymentProvider: 'stripe', stripePublishableKey: 'pk_test_x' })));
    stripe.confirmPayment.mockReset();
    elements.submit.mockReset().mockResolvedValue({});
    Object.assign(paymentElement, { reportsReady: true, loadFails: false });
    stripeAvailable = true;
  });
  afterEach(() => vi.useRealTimers());

  it("validates, then confirms without a redirect unless required, with the billing details; succeeded → onSucceeded", async () => {
    stripe.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    const { user, onSucceeded } = renderDialog();
    expect(await screen.findByText('Stripe payment element')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'PAY £149.00' }));
    await waitFor(() => expect(onSucceeded).toHaveBeenCalledWith('pi_1'));
    expect(elements.submit).toHaveBeenCalled();
    expect(stripe.confirmPayment).toHaveBeenCalledWith({
      elements,
      confirmParams: { return_url: `${window.location.origin}/confirmation`, payment_method_data: { billing_details: billingDetails } },
      redirect: 'if_required',
    });
  });

  it.each([
    [
      "a decline shows 'Payment Failed' with Stripe's message",
      { error: { type: 'card_error', message: 'Your card was declined.' } },
      'Payment Failed',
      'Your card was declined.',
    ],
    [
      "a failed or closed 3-D Secure challenge (Stripe.js shows it) is 'Payment Failed' with Stripe's message",
      {
        error: {
          type: 'card_error',
          code: 'payment_intent_authentication_failure',
          message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
        },
      },
      'Payment Failed',
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    ],
    [
      "an intent still waiting on authentication (requires_action) is not paid: 'Payment Processing'",
      { paymentIntent: { id: 'pi_1', status: 'requires_action' } },
      'Payment Processing',
      'Your payment is being processed. Please wait...',
    ],
    [
      "any other status shows 'Payment Processing'",
      { paymentIntent: { id: 'pi_1', status: 'processing' } },
      'Payment Processing',
      'Your payment is being processed. Please wait...',
    ],
  ])('%s', async (_behaviour, confirmation, title, description) => {
    stripe.confirmPayment.mockResolvedValue(confirmation);
    const { user, onSucceeded } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'PAY £149.00' }));
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
    expect(onSucceeded).not.toHaveBeenCalled();
  });

  it("a form that does not validate gives 'Payment Form Not Ready' and confirms nothing", async () => {
    elements.submit.mockResolvedValue({ error: { type: 'validation_error', message: 'Your card number is incomplete.' } });
    const { user } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'PAY £149.00' }));
    expect(await screen.findByText('Payment Form Not Ready')).toBeInTheDocument();
    expect(stripe.confirmPayment).not.toHaveBeenCalled();
  });

  it("an exception shows 'Error'", async () => {
    stripe.confirmPayment.mockRejectedValue(new Error('Network hiccup'));
    const { user } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'PAY £149.00' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Network hiccup')).toBeInTheDocument();
  });

  it("'Payment Form Error' when the payment element fails to load", async () => {
    paymentElement.loadFails = true;
    renderDialog();
    expect(await screen.findByText('Payment Form Error')).toBeInTheDocument();
  });

  it("the button waits for the form, enables itself after 5000 ms, and then says 'Payment Not Ready' if Stripe is not there", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    paymentElement.reportsReady = false;
    stripeAvailable = false;
    const { user } = renderDialog(undefined, true);
    const button = await screen.findByRole('button', { name: 'Loading payment form...' });
    expect(button).toBeDisabled();
    act(() => vi.advanceTimersByTime(4_900));
    expect(screen.getByRole('button', { name: 'Loading payment form...' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(200));
    await user.click(screen.getByRole('button', { name: 'PAY £149.00' }));
    expect(await screen.findByText('Payment Not Ready')).toBeInTheDocument();
    expect(screen.getByText('Please wait for the payment form to load completely.')).toBeInTheDocument();
  });
});
