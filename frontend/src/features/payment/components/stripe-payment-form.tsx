import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Form } from '../../../components/form';
import { useToast } from '../../../components/toast/use-toast';
import { usePaymentAttempt, type PaymentOutcome } from '../hooks/use-payment-attempt';
import { ConfirmingNotice } from './confirming-notice';
import { PayButton } from './pay-button';
import type { PaymentFormProps } from './payment-form-props';

// Stripe.js is loaded from js.stripe.com (allowed by the site's CSP) only when a Stripe form first renders
// ('pure' entry: importing it injects no script), once per publishable key.
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch(() => null);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

export const FORM_ERROR_TOAST = {
  title: 'Payment Form Error',
  description: 'There was an issue loading the payment form. Please try refreshing the page.',
  variant: 'destructive',
} as const;

/** The card form with Stripe Elements: PaymentElement, then confirmPayment without a redirect unless required. */
export function StripePaymentForm({ publishableKey, ...props }: PaymentFormProps & { publishableKey: string }) {
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{ clientSecret: props.clientSecret, appearance: { theme: 'stripe', variables: { colorPrimary: '#0b1a33', borderRadius: '6px' } } }}
    >
      <StripeFields {...props} />
    </Elements>
  );
}

function StripeFields({ totalPence, billingDetails, onSucceeded, paidFor }: PaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const { toast } = useToast();
  const [ready, setReady] = useState(false);
  const { attempt, processing, confirmation } = usePaymentAttempt(onSucceeded);
  // No field of ours: the card is in Stripe's frame, checked by elements.submit().
  const form = useForm();

  const pay = () => {
    void attempt(async (): Promise<PaymentOutcome> => {
      if (!stripe || !elements) return { kind: 'not-ready' };
      const { error: submitError } = await elements.submit();
      if (submitError) return { kind: 'form-invalid' };
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        confirmParams: {
          // Only used when a payment method needs a redirect; /confirmation finishes the order from there.
          return_url: `${window.location.origin}/confirmation`,
          payment_method_data: billingDetails ? { billing_details: billingDetails } : undefined,
        },
        redirect: 'if_required',
      });
      if (error) return { kind: 'declined', message: error.message ?? 'Your payment could not be completed.' };
      return { kind: 'status', status: paymentIntent.status, paymentIntentId: paymentIntent.id };
    });
  };

  return (
    <Form form={form} onValid={pay} className="grid gap-4">
      <PaymentElement
        options={{ layout: 'tabs', defaultValues: billingDetails ? { billingDetails } : undefined }}
        onReady={() => setReady(true)}
        onLoadError={() => toast(FORM_ERROR_TOAST)}
      />
      <PayButton ready={ready && Boolean(stripe && elements)} processing={processing} totalPence={totalPence} />
      <ConfirmingNotice confirmation={confirmation} paidFor={paidFor} />
    </Form>
  );
}
