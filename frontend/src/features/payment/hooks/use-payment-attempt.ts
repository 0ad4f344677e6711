import { useCallback, useState } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { isUnavailable, retryWhileUnavailable } from '../../../lib/retry-while-unavailable';

/** What one press of the pay button came to, whichever provider confirmed it. */
export type PaymentOutcome =
  | { kind: 'not-ready' }
  | { kind: 'form-invalid' }
  | { kind: 'declined'; message: string }
  | { kind: 'status'; status: string; paymentIntentId: string };

/**
 * Statuses after which the provider has nothing more to do and the server decides: authorised (it captures once the
 * booking or order is secured), taken, or cancelled by the server (the slot was lost; its answer says so).
 */
const PROVIDER_DONE = new Set(['requires_capture', 'succeeded', 'canceled']);

/** What was paid for, in the words the customer reads while it is confirmed. */
export type PaidFor = 'booking' | 'order';

/**
 * After the provider said the payment succeeded: 'none' (nothing in the way), 'waiting' (the API is unavailable and
 * the confirm call is being asked again), 'delayed' (two minutes passed: the payment is safe and the server confirms
 * it by itself, from the provider's webhook or its reconciliation, then e-mails the customer).
 */
export type Confirmation = 'none' | 'waiting' | 'delayed';

/**
 * docs/product.md, Payments and Texts and timings, for a payment attempt: not ready → 'Payment Not Ready'; form error →
 * 'Payment Form Not Ready'; the provider refused → 'Payment Failed' with its message; authorised or succeeded →
 * onSucceeded, asked again while the API is unavailable (it confirms idempotently, so a paid customer
 * is carried through an outage instead of being told it failed); any other status → 'Payment Processing';
 * anything thrown → 'Error'.
 */
export function usePaymentAttempt(onSucceeded: (paymentIntentId: string) => Promise<void>) {
  const { toast, toastApiError } = useToast();
  const [processing, setProcessing] = useState(false);
  const [confirmation, setConfirmation] = useState<Confirmation>('none');

  const confirmPaid = useCallback(
    async (paymentIntentId: string) => {
      try {
        await retryWhileUnavailable(() => onSucceeded(paymentIntentId), () => setConfirmation('waiting'));
        setConfirmation('none');
      } catch (error) {
        if (!isUnavailable(error)) throw error;
        setConfirmation('delayed');
      }
    },
    [onSucceeded],
  );

  const attempt = useCallback(
    async (confirm: () => Promise<PaymentOutcome>) => {
      if (processing || confirmation === 'delayed') return;
      setProcessing(true);
      try {
        const outcome = await confirm();
        switch (outcome.kind) {
          case 'not-ready':
            toast({ title: 'Payment Not Ready', description: 'Please wait for the payment form to load completely.', variant: 'destructive' });
            break;
          case 'form-invalid':
            toast({ title: 'Payment Form Not Ready', description: 'Please wait a moment and try again.', variant: 'destructive' });
            break;
          case 'declined':
            toast({ title: 'Payment Failed', description: outcome.message, variant: 'destructive' });
            break;
          case 'status':
            if (PROVIDER_DONE.has(outcome.status)) await confirmPaid(outcome.paymentIntentId);
            else toast({ title: 'Payment Processing', description: 'Your payment is being processed. Please wait...' });
            break;
        }
      } catch (error) {
        setConfirmation('none');
        toastApiError('Error', error, 'An unexpected error occurred');
      } finally {
        setProcessing(false);
      }
    },
    [confirmPaid, confirmation, processing, toast, toastApiError],
  );

  return { attempt, processing: processing || confirmation === 'delayed', confirmation };
}
