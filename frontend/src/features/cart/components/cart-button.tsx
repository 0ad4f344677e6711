import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { useAppSelector } from '../../../lib/store-hooks';
import { selectCartCount } from '../cart.slice';

export function CartButton() {
  const count = useAppSelector(selectCartCount);
  return (
    <Link
      to="/cart"
      aria-label={count > 0 ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart'}
      className="relative grid size-10 place-items-center rounded-full transition-colors hover:bg-white/10"
    >
      <ShoppingCart aria-hidden className="size-5" />
      {count > 0 ? (
        <span
          aria-hidden
          className="absolute -top-1 -right-1 grid h-5 min-w-5 place-items-center rounded-full bg-accent px-1 text-xs font-bold text-navy-950"
        >
          {count}
        </span>
      ) : null}
    </Link>
  );
}
