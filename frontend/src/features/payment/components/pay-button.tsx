import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { formatPence } from '../../../lib/money';

/** docs/product.md, Payments: the pay button enables itself after 5000 ms even if the form never reports ready (Safari/iPad). */
const PAY_BUTTON_FALLBACK_MS = 5000;

/** 'Loading payment form...' (disabled) until the form is ready or 5 s pass, then 'PAY £{total}', and 'Processing...' while paying. */
export function PayButton({ ready, processing, totalPence }: { ready: boolean; processing: boolean; totalPence: number }) {
  const [fallback, setFallback] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setFallback(true), PAY_BUTTON_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, []);
  const usable = ready || fallback;
  return (
    <Button type="submit" size="lg" className="w-full" disabled={!usable || processing}>
      {processing ? 'Processing...' : usable ? `PAY ${formatPence(totalPence)}` : 'Loading payment form...'}
    </Button>
  );
}
