import { Spinner } from '../../../components/ui/spinner';
import type { Confirmation, PaidFor } from '../hooks/use-payment-attempt';

/**
 * Under the card form once the payment went through but the site could not confirm it yet: it is being asked
 * again ("Confirming your booking…"), or, after two minutes, the customer is told the payment is safe and the
 * confirmation will come by e-mail. Never a failure: the payment succeeded.
 */
export function ConfirmingNotice({ confirmation, paidFor }: { confirmation: Confirmation; paidFor: PaidFor }) {
  if (confirmation === 'none') return null;
  if (confirmation === 'waiting') {
    return (
      <p className="flex items-center gap-3 text-navy-700">
        <Spinner label={`Confirming your ${paidFor}`} className="[&_svg]:size-6" />
        <span>Confirming your {paidFor}…</span>
      </p>
    );
  }
  return (
    <p role="status" className="rounded-lg border-2 border-navy-200 bg-navy-50 p-3 text-navy-800">
      Your payment has gone through. We are still confirming your {paidFor} and will e-mail you as soon as it is confirmed.
    </p>
  );
}
