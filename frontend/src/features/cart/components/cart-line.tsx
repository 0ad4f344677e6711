import { Minus, Plane, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useAppDispatch } from '../../../lib/store-hooks';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatPence } from '../../../lib/money';
import type { CartItem } from '../cart-item';
import { cartItemRemoved, cartQuantityUpdated, MAX_QUANTITY } from '../cart.slice';
import { GiftRecipientFields } from './gift-recipient-fields';

function LineImage({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div aria-hidden className="grid size-24 shrink-0 place-items-center rounded-lg bg-linear-to-br from-navy-800 to-navy-600 text-accent">
        <Plane className="size-8" />
      </div>
    );
  }
  // The whole artwork (a gift card's printed text included), letterboxed rather than cropped.
  return <img src={src} alt="" onError={() => setFailed(true)} className="size-24 shrink-0 rounded-lg bg-navy-50 object-contain" />;
}

/** The shop's category of gift cards: such a line can be sent to a recipient. */
const GIFT_CARD_CATEGORY = 'Gift Card';

/** One cart line: picture, name, category, description, − quantity +, remove, line total and unit price. */
export function CartLine({ item }: { item: CartItem }) {
  const dispatch = useAppDispatch();
  const headingId = useId();
  const { product, quantity, unavailable } = item;
  const setQuantity = (next: number) => dispatch(cartQuantityUpdated({ productId: product.id, quantity: next }));

  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl border border-navy-100 bg-white p-4 shadow-sm sm:flex-row sm:p-5">
      <LineImage src={product.image} />
      <div className="min-w-0 flex-1">
        <h3 id={headingId} className="text-lg [overflow-wrap:anywhere]">
          {product.name}
        </h3>
        <p className="text-sm font-semibold text-navy-500">{product.category}</p>
        <p className="mt-1 line-clamp-2 text-sm text-navy-700">{product.description}</p>
        {unavailable ? (
          <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-red-700">
            <Badge className="bg-red-100 text-red-800">UNAVAILABLE</Badge>
            This item is no longer sold. Remove it to check out.
          </p>
        ) : (
          <div className="mt-3 flex items-center gap-2" role="group" aria-label={`Quantity of ${product.name}`}>
            <Button variant="outline" size="icon" className="size-9 text-navy-900" aria-label={`Decrease quantity of ${product.name}`} onClick={() => setQuantity(quantity - 1)}>
              <Minus aria-hidden />
            </Button>
            <output aria-live="polite" aria-label={`Quantity of ${product.name}`} className="w-10 text-center text-lg font-bold tabular-nums">
              {quantity}
            </output>
            <Button
              variant="outline"
              size="icon"
              className="size-9 text-navy-900"
              aria-label={`Increase quantity of ${product.name}`}
              disabled={quantity >= MAX_QUANTITY}
              onClick={() => setQuantity(quantity + 1)}
            >
              <Plus aria-hidden />
            </Button>
          </div>
        )}
        {!unavailable && product.category === GIFT_CARD_CATEGORY ? <GiftRecipientFields item={item} /> : null}
      </div>
      <div className="flex items-start justify-between gap-4 sm:flex-col sm:items-end">
        <div className="sm:text-right">
          <p className={unavailable ? 'text-xl font-bold text-navy-400 line-through' : 'text-xl font-bold'}>{formatPence(product.price * quantity)}</p>
          <p className="text-sm text-navy-600">{formatPence(product.price)} each</p>
        </div>
        <Button variant="ghost" size="sm" className="text-red-700" aria-label={`Remove ${product.name}`} onClick={() => dispatch(cartItemRemoved(product.id))}>
          <Trash2 aria-hidden />
          Remove
        </Button>
      </div>
    </li>
  );
}
