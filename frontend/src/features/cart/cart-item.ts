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

/** A gift card line e-mailed to a recipient on a chosen London day (docs/product.md, Gift delivery). */
export interface CartGift {
  recipientName: string;
  recipientEmail: string;
  message: string;
  /** 'YYYY-MM-DD'; today when empty. */
  deliverOn: string;
}

export interface CartItem {
  product: CartProduct;
  quantity: number;
  /** Set when the buyer sends this gift card line to a recipient. */
  gift?: CartGift;
  /** Set when the shop no longer sells the product (deleted or made inactive): it cannot be checked out. */
  unavailable?: boolean;
}

export interface CartState {
  items: CartItem[];
}
