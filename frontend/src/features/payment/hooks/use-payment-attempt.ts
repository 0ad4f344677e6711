import { useCallback, useState } from 'react';
import { useToast } from '../../../components/toast/use-toast';

/** What one press of the pay button came to, whichever provider confirmed it. */
export type PaymentOutcome =
  | { kind: 'not-ready' }
  | { kind: 'form-invalid' }
  | { kind: 'declined'; message: string }
  | { kind: 'status'; status: string; paymentIntentId: string };

/**
 * docs/product.md, Payments and Texts and timings, for a payment attempt: not ready → 'Payment Not Ready'; form error →
 * 'Payment Form Not Ready'; the provider refused → 'Payment Failed' with its message; succeeded →
 * onSucceeded; any other status → 'Payment Processing'; anything thrown → 'Error'.
 */
export function usePaymentAttempt(onSucceeded: (paymentIntentId: string) => Promise<void>) {
  const { toast, toastApiError } = useToast();
  const [processing, setProcessing] = useState(false);

  const attempt = useCallback(
    async (confirm: () => Promise<PaymentOutcome>) => {
      if (processing) return;
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
            if (outcome.status === 'succeeded') await onSucceeded(outcome.paymentIntentId);
            else toast({ title: 'Payment Processing', description: 'Your payment is being processed. Please wait...' });
            break;
        }
      } catch (error) {
        toastApiError('Error', error, 'An unexpected error occurred');
      } finally {
        setProcessing(false);
      }
    },
    [onSucceeded, processing, toast, toastApiError],
  );

  return { attempt, processing };
}
