import { useCallback } from 'react';
import { useAppDispatch } from '../lib/store-hooks';
import { cartCleared } from '../features/cart/cart.slice';
import { OrderConfirmation } from '../features/orders/components/order-confirmation';

export default function ConfirmationPage() {
  const dispatch = useAppDispatch();
  // Back from a payment method that left the site (Stripe redirect): the paid cart is emptied here.
  const onOrderConfirmed = useCallback(() => dispatch(cartCleared()), [dispatch]);
  return <OrderConfirmation onOrderConfirmed={onOrderConfirmed} />;
}
