import { lazy, Suspense, useState } from 'react';
import type { PaymentDialogProps } from './payment-dialog';

const PaymentDialog = lazy(() => import('./payment-dialog').then(({ PaymentDialog }) => ({ default: PaymentDialog })));

/**
 * The payment dialog, downloaded the first time it opens: most visits to the booking, course and cart pages
 * never reach payment, so the card forms and their dialog stay out of those pages' first load. Once opened it
 * stays mounted, so closing it behaves as before.
 */
export function LazyPaymentDialog(props: PaymentDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <PaymentDialog {...props} />
    </Suspense>
  );
}
