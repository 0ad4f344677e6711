/** A cart line as the browser keeps it (a product and its quantity). */
export interface CartProduct {
  id: string;
  name: string;
  /** Integer pence. */
  price: number;
  category: string;
  description: string;
  image: string | null;
}

export interface CartItem {
  product: CartProduct;
  quantity: number;
  /** Set when the shop no longer sells the product (deleted or made inactive): it cannot be checked out. */
  unavailable?: boolean;
}

export interface CartState {
  items: CartItem[];
}
