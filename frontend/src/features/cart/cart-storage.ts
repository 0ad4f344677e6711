import type { CartGift, CartItem, CartProduct, CartState } from './cart-item';

/** The cart lives in local storage under this key (docs/product.md, Shop and cart). */
export const CART_STORAGE_KEY = 'cart';
/** Bumped when the stored shape changes: a cart saved in an older shape is discarded. */
const VERSION = 1;
const MAX_LINES = 50;

interface StoredCart {
  version: typeof VERSION;
  items: CartItem[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, max = 2000): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;

function readProduct(value: unknown): CartProduct | null {
  if (!isRecord(value)) return null;
  const { id, name, price, category, description, image } = value;
  if (!isText(id, 64) || !isText(name, 200) || !isText(category, 100) || typeof description !== 'string' || description.length > 5000) return null;
  if (typeof price !== 'number' || !Number.isSafeInteger(price) || price < 0) return null;
  if (image !== null && (typeof image !== 'string' || image.length > 500)) return null;
  return { id, name, price, category, description, image };
}

const isField = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;

function readGift(value: unknown): CartGift | undefined {
  if (!isRecord(value)) return undefined;
  const { recipientName, recipientEmail, message, deliverOn } = value;
  if (!isField(recipientName, 120) || !isField(recipientEmail, 254) || !isField(message, 500) || !isField(deliverOn, 10)) return undefined;
  return { recipientName, recipientEmail, message, deliverOn };
}

function readLine(value: unknown): CartItem | null {
  if (!isRecord(value)) return null;
  const product = readProduct(value.product);
  const { quantity } = value;
  if (!product || typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > 99) return null;
  const gift = readGift(value.gift);
  return { product, quantity, ...(value.unavailable === true ? { unavailable: true } : {}), ...(gift ? { gift } : {}) };
}

/** The cart saved in `storage`; anything missing, corrupted, tampered with or in an older shape gives an empty cart. */
export function loadCart(storage: Storage | undefined = globalThis.localStorage): CartState {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(CART_STORAGE_KEY) ?? 'null');
    if (!isRecord(saved) || saved.version !== VERSION || !Array.isArray(saved.items)) return { items: [] };
    const items: CartItem[] = [];
    for (const value of saved.items.slice(0, MAX_LINES)) {
      const line = readLine(value);
      // A line that does not read back is dropped; one product appears once.
      if (line && !items.some((item) => item.product.id === line.product.id)) items.push(line);
    }
    return { items };
  } catch {
    return { items: [] };
  }
}

export function saveCart(state: CartState, storage: Storage | undefined = globalThis.localStorage): void {
  const stored: StoredCart = { version: VERSION, items: state.items };
  try {
    storage?.setItem(CART_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Storage full or blocked (private mode): the cart still works for this visit.
  }
}
