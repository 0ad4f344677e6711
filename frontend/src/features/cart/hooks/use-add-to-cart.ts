import { useCallback } from 'react';
import { useAppDispatch } from '../../../lib/store-hooks';
import { useToast } from '../../../components/toast/use-toast';
import type { CartProduct } from '../cart-item';
import { cartItemAdded } from '../cart.slice';

/** Adds a product to the cart and shows the 'Added to Cart' toast (docs/product.md, Shop and cart). */
export function useAddToCart() {
  const dispatch = useAppDispatch();
  const { toast } = useToast();
  return useCallback(
    (product: CartProduct, amount = 1) => {
      const { id, name, price, category, description, image } = product;
      dispatch(cartItemAdded({ id, name, price, category, description, image }, amount));
      toast({ title: 'Added to Cart', description: `${name} has been added to your cart.` });
    },
    [dispatch, toast],
  );
}
