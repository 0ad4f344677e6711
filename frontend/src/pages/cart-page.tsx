import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../lib/store-hooks';
import { Section } from '../components/ui/section';
import { cartCleared, checkoutItems, giftProblem, selectCartCount, selectCartItems, selectCartTotal } from '../features/cart/cart.slice';
import { CartView } from '../features/cart/components/cart-view';
import { useGetDeliveryTermsQuery } from '../features/cart/api/delivery-api';
import { DeliveryAddressForm } from '../features/cart/components/delivery-address-form';
import { useDeliveryAddress } from '../features/cart/hooks/use-delivery-address';
import { useGetSessionQuery, type AccountUser } from '../features/account/api/account-api';
import { useGetProductsQuery } from '../features/catalog/api/catalog-api';
import { useConfirmOrderPaymentMutation, useCreateCartPaymentIntentMutation } from '../features/orders/api/orders-api';
import { cartOrderDetails, saveOrderDetails } from '../features/orders/order-details';
import { LazyPaymentDialog } from '../features/payment/components/lazy-payment-dialog';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useFillEmpty } from '../hooks/use-fill-empty';

/** A signed-in customer's name is the delivery name until they type another (docs/product.md, Accounts). */
const FILLED_FOR_SIGNED_IN = ['name'] as const;

export default function CartPage() {
  useDocumentTitle('Your Cart');
  // The cart is re-priced from the shop's current products on every visit.
  const products = useGetProductsQuery(undefined, { refetchOnMountOrArgChange: true });
  // A signed-in customer's name and e-mail are filled in for them (the receipt e-mail stays editable).
  const signedIn = useGetSessionQuery().data?.user;
  const checkout = useCartCheckout(signedIn);
  return (
    <Section>
      <h1 className="mb-10 text-4xl uppercase sm:text-5xl">Your Cart</h1>
      <CartView
        currentProducts={products.isFetching ? undefined : products.data}
        pricesFailed={products.isError && !products.isFetching}
        onRetryPrices={() => void products.refetch()}
        onCheckout={checkout.start}
        postagePence={checkout.postagePence}
        checkingAddress={checkout.delivery.checking}
      />
      {checkout.giftProblem ? (
        <p role="alert" className="mt-4 text-right font-semibold text-red-700">
          {checkout.giftProblem}
        </p>
      ) : null}
      {checkout.needsDelivery ? (
        <DeliveryAddressForm
          value={checkout.delivery.address}
          onChange={checkout.delivery.change}
          errors={checkout.delivery.errors}
          problem={checkout.delivery.problem}
          postagePence={checkout.postagePence}
        />
      ) : null}
      <LazyPaymentDialog
        open={checkout.open}
        onOpenChange={checkout.setOpen}
        title="COMPLETE PURCHASE"
        totalPence={checkout.totalPence + (checkout.postagePence ?? 0)}
        askEmail
        billingDetails={signedIn ? { name: signedIn.name, email: signedIn.email } : undefined}
        paidFor="order"
        createIntent={checkout.createIntent}
        onSucceeded={checkout.onSucceeded}
      />
    </Section>
  );
}

/**
 * Cart checkout (docs/product.md, Checkout and confirmation): the server prices the order from product ids and quantities; once the
 * provider reports success the order is confirmed, saved for /confirmation, the cart cleared and the
 * dialog closed. An empty cart closes the dialog.
 */
function useCartCheckout(signedIn: AccountUser | undefined) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const items = useAppSelector(selectCartItems);
  const count = useAppSelector(selectCartCount);
  const totalPence = useAppSelector(selectCartTotal);
  const [open, setOpen] = useState(false);
  // Said when checkout is asked for, until the recipient's details are complete.
  const [giftAsked, setGiftAsked] = useState(false);
  const giftStop = giftAsked ? giftProblem(items) : null;
  const delivery = useDeliveryAddress();
  useFillEmpty(signedIn, FILLED_FOR_SIGNED_IN, (field) => delivery.address[field], delivery.change);
  // Merchandise is posted; gift cards, experiences and coaching are not (docs/product.md, Shop and cart).
  const terms = useGetDeliveryTermsQuery();
  const postedCategory = terms.data?.postedCategory ?? 'Merchandise';
  const needsDelivery = items.some((item) => !item.unavailable && item.product.category === postedCategory);
  const postagePence = needsDelivery ? terms.data?.postagePence : undefined;
  const [createCartPaymentIntent] = useCreateCartPaymentIntentMutation();
  const [confirmOrderPayment] = useConfirmOrderPaymentMutation();
  // The payment's client secret proves the buyer to the server should the session cookie not come back.
  const clientSecret = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (count === 0) setOpen(false);
  }, [count]);

  const createIntent = useCallback(
    async ({ email }: { email?: string }) => {
      const started = await createCartPaymentIntent({
        cartItems: checkoutItems(items),
        productCategory: 'Cart',
        email: email ?? '',
        ...(needsDelivery ? { delivery: delivery.address } : {}),
      }).unwrap();
      clientSecret.current = started.clientSecret;
      return started;
    },
    [createCartPaymentIntent, items, needsDelivery, delivery.address],
  );

  const onSucceeded = useCallback(
    async (paymentIntentId: string) => {
      const summary = await confirmOrderPayment({ paymentIntentId, clientSecret: clientSecret.current }).unwrap();
      saveOrderDetails(cartOrderDetails(summary));
      dispatch(cartCleared());
      setOpen(false);
      // The signed link in the address: a reload, a bookmark or another device shows the order without this session.
      navigate(`/confirmation?order=${encodeURIComponent(summary.confirmationToken)}`);
    },
    [confirmOrderPayment, dispatch, navigate],
  );

  const start = async () => {
    setGiftAsked(true);
    if (giftProblem(items)) return;
    if (needsDelivery && !(await delivery.confirm())) return;
    setOpen(true);
  };

  return { open, setOpen, start: () => void start(), totalPence, postagePence, createIntent, onSucceeded, needsDelivery, delivery, giftProblem: giftStop };
}
