import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { apiErrorMessage } from '../../../lib/api-error';
import { retryWhileUnavailable } from '../../../lib/retry-while-unavailable';
import { useConfirmOrderPaymentMutation, useLazyGetOrderConfirmationQuery, type OrderSummary } from '../api/orders-api';
import { cartOrderDetails, isCartOrder, readOrderDetails, saveOrderDetails, type OrderDetails } from '../order-details';
import { BookingConfirmation } from './booking-confirmation';
import { CartOrderConfirmation } from './cart-order-confirmation';

/** With no saved order the page goes home after 100 ms (docs/product.md, Checkout and confirmation). */
const NO_ORDER_REDIRECT_MS = 100;

/** The saved details, unless the address names an order by its link and they are another's (or none). */
function savedFor(orderToken: string | null): OrderDetails | null {
  const saved = readOrderDetails();
  if (!orderToken) return saved;
  return saved && isCartOrder(saved) && saved.confirmationToken === orderToken ? saved : null;
}

/**
 * /confirmation: the saved order details, shown as an order's confirmation (cart shape) or a booking's (single-session
 * shape).
 * A Stripe redirect (payment methods that leave the page) comes back with ?payment_intent=…: the order
 * is confirmed with the server first. An order's signed link (?order=…, from the receipt e-mail or the
 * checkout) loads it from the server, on any device. `onOrderConfirmed` lets the page clear the cart after
 * a redirect.
 */
export function OrderConfirmation({ onOrderConfirmed }: { onOrderConfirmed?: () => void }) {
  useDocumentTitle('Confirmation');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const orderToken = searchParams.get('order');
  const [details, setDetails] = useState<OrderDetails | null>(() => savedFor(orderToken));
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmOrderPayment] = useConfirmOrderPaymentMutation();
  const [fetchOrder] = useLazyGetOrderConfirmationQuery();
  const returningIntent = searchParams.get('redirect_status') === 'succeeded' ? searchParams.get('payment_intent') : null;
  const returningSecret = searchParams.get('payment_intent_client_secret') ?? undefined;

  useEffect(() => {
    if (details) return;
    // The order's signed link, or the payment a redirect came back from (its client secret proves the buyer when
    // the session cookie did not come back); either is asked again while the API is unavailable.
    const load: (() => Promise<OrderSummary>) | null = orderToken
      ? () => fetchOrder(orderToken).unwrap()
      : returningIntent
        ? () => confirmOrderPayment({ paymentIntentId: returningIntent, clientSecret: returningSecret }).unwrap()
        : null;
    if (!load) {
      const timer = setTimeout(() => navigate('/', { replace: true }), NO_ORDER_REDIRECT_MS);
      return () => clearTimeout(timer);
    }
    let cancelled = false;
    retryWhileUnavailable(load)
      .then((summary) => {
        if (cancelled) return;
        const saved = cartOrderDetails(summary);
        saveOrderDetails(saved);
        if (returningIntent) onOrderConfirmed?.();
        setDetails(saved);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        if (orderToken) setProblem(apiErrorMessage(error, 'We could not show this order. Please try again later.'));
        else navigate('/', { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [details, orderToken, returningIntent, returningSecret, confirmOrderPayment, fetchOrder, navigate, onOrderConfirmed]);

  if (problem) {
    return (
      <div className="grid min-h-[50vh] place-items-center px-4 text-center">
        <div className="grid justify-items-center gap-4 text-navy-700">
          <p role="alert">{problem}</p>
          <ButtonLink to="/" variant="secondary">
            BACK TO HOME
          </ButtonLink>
        </div>
      </div>
    );
  }

  if (!details) {
    return (
      <div className="grid min-h-[50vh] place-items-center px-4 text-center">
        <div className="grid justify-items-center gap-4 text-navy-700">
          <Spinner label="Loading your order details" />
          <p>Loading your order details...</p>
        </div>
      </div>
    );
  }

  return isCartOrder(details) ? <CartOrderConfirmation details={details} /> : <BookingConfirmation details={details} />;
}
