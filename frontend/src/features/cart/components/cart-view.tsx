import { ShoppingCart } from 'lucide-react';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../lib/store-hooks';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatPence } from '../../../lib/money';
import { cartRepriced, selectCartCount, selectCartItems, selectCartTotal, selectHasUnavailableItems } from '../cart.slice';
import type { CartProduct } from '../cart-item';
import { CartLine } from './cart-line';

interface CartViewProps {
  /** The shop's current products (GET /api/products); undefined while they load. */
  currentProducts: CartProduct[] | undefined;
  /** The current products could not be loaded. */
  pricesFailed?: boolean;
  onRetryPrices?: () => void;
  /** Opens checkout; the button is disabled without it or while anything in the cart cannot be bought. */
  onCheckout?: () => void;
  /** The postage the order adds when it holds posted items (undefined: none, or not known yet). */
  postagePence?: number;
  /** The delivery address is being checked before payment. */
  checkingAddress?: boolean;
}

/** /cart: the empty state, or the lines with an order summary. Lines are re-priced from the server's products. */
export function CartView({ currentProducts, pricesFailed = false, onRetryPrices, onCheckout, postagePence, checkingAddress = false }: CartViewProps) {
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectCartItems);
  const count = useAppSelector(selectCartCount);
  const total = useAppSelector(selectCartTotal);
  const hasUnavailable = useAppSelector(selectHasUnavailableItems);

  useEffect(() => {
    if (currentProducts) dispatch(cartRepriced(currentProducts));
  }, [currentProducts, dispatch]);

  if (items.length === 0) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center py-20 text-center">
        <ShoppingCart aria-hidden className="size-16 text-navy-300" />
        <h2 className="mt-6 text-3xl">YOUR CART IS EMPTY</h2>
        <p className="mt-3 text-navy-600">Gift cards, coaching packages and more are waiting in the shop.</p>
        <ButtonLink to="/shop" size="lg" className="mt-8">
          Browse Shop
        </ButtonLink>
      </div>
    );
  }

  const checking = !currentProducts && !pricesFailed;
  const canCheckout = Boolean(onCheckout) && Boolean(currentProducts) && !hasUnavailable && count > 0;

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <section aria-label="Cart items">
        <ul className="grid gap-4">
          {items.map((item) => (
            <CartLine key={item.product.id} item={item} />
          ))}
        </ul>
      </section>
      <aside aria-labelledby="order-summary" className="h-fit rounded-xl border border-navy-100 bg-navy-50 p-6 lg:sticky lg:top-28">
        <h2 id="order-summary" className="text-2xl">
          Order Summary
        </h2>
        <dl className="mt-6 grid gap-3">
          <div className="flex justify-between">
            <dt className="text-navy-600">Subtotal</dt>
            <dd className="font-semibold">{formatPence(total)}</dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-navy-600">Items</dt>
            <dd className="font-semibold">{count}</dd>
          </div>
          {postagePence !== undefined ? (
            <div className="flex justify-between">
              <dt className="text-navy-600">Postage (UK)</dt>
              <dd className="font-semibold">{formatPence(postagePence)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between border-t border-navy-200 pt-3 text-lg">
            <dt className="font-bold">Total</dt>
            <dd className="font-bold">{formatPence(total + (postagePence ?? 0))}</dd>
          </div>
        </dl>
        {checking ? (
          <p className="mt-4 flex items-center gap-2 text-sm text-navy-600">
            <Spinner label="Checking current prices" className="[&_svg]:size-4" /> Checking current prices…
          </p>
        ) : null}
        {pricesFailed ? (
          <p role="alert" className="mt-4 text-sm text-red-700">
            We could not check the current prices.{' '}
            {onRetryPrices ? (
              <button type="button" className="font-semibold underline" onClick={onRetryPrices}>
                Try again
              </button>
            ) : null}
          </p>
        ) : null}
        {hasUnavailable ? <p className="mt-4 text-sm text-red-700">Remove the unavailable items to check out.</p> : null}
        <Button size="lg" className="mt-6 w-full" disabled={!canCheckout || checkingAddress} onClick={onCheckout}>
          {checkingAddress ? 'Checking your address…' : 'Proceed to Checkout'}
        </Button>
        <ButtonLink to="/shop" variant="outline" size="lg" className="mt-3 w-full text-navy-900">
          Continue Shopping
        </ButtonLink>
      </aside>
    </div>
  );
}
