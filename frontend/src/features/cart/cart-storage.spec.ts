import { beforeEach, describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY, loadCart, saveCart } from './cart-storage';
import type { CartItem } from './cart-item';

const line: CartItem = {
  product: { id: 'p1', name: 'Try and Fly Gift Card', price: 12900, category: 'Gift Card', description: 'A first flight', image: '/images/products/try-and-fly-gift-card.svg' },
  quantity: 2,
};
const store = (value: unknown) => localStorage.setItem(CART_STORAGE_KEY, typeof value === 'string' ? value : JSON.stringify(value));

describe('cart storage (local storage key "cart")', () => {
  beforeEach(() => localStorage.clear());

  it('reads back what it saved', () => {
    saveCart({ items: [line] });
    expect(JSON.parse(localStorage.getItem('cart')!)).toEqual({ version: 1, items: [line] });
    expect(loadCart()).toEqual({ items: [line] });
  });

  it.each([
    ['nothing saved', null],
    ['corrupted JSON', '{"version":1,"items":[{'],
    ['an older shape (a bare array)', [line]],
    ['another version', { version: 0, items: [line] }],
    ['items that are not a list', { version: 1, items: 'lots' }],
    ['a number', 42],
  ])('gives an empty cart for %s', (_label, value) => {
    if (value !== null) store(value);
    expect(loadCart()).toEqual({ items: [] });
  });

  it('drops lines that do not read back and keeps the rest', () => {
    store({
      version: 1,
      items: [
        line,
        { ...line, product: { ...line.product, id: 'p2', price: 12.5 } },
        { ...line, product: { ...line.product, id: 'p3' }, quantity: 0 },
        { ...line, product: { ...line.product, id: 'p4' }, quantity: 1.5 },
        { ...line, product: { ...line.product, id: 'p5', name: '' } },
        { ...line, product: { ...line.product, id: 'p6', price: -100 } },
        { ...line, product: { ...line.product, id: 'p7' }, quantity: 100 },
        { product: null, quantity: 1 },
        line,
      ],
    });
    expect(loadCart()).toEqual({ items: [line] });
  });

  it('keeps working when storage refuses to write', () => {
    const full = { setItem: () => { throw new Error('QuotaExceededError'); }, getItem: () => null } as unknown as Storage;
    expect(() => saveCart({ items: [line] }, full)).not.toThrow();
  });
});

describe('a gift card line sent to someone', () => {
  beforeEach(() => localStorage.clear());

  it('keeps its recipient, and drops a recipient that does not read back (the line stays)', () => {
    const gift = { recipientName: 'Amy', recipientEmail: 'amy@example.com', message: 'Happy birthday', deliverOn: '2026-12-25' };
    saveCart({ items: [{ ...line, gift }] });
    expect(loadCart()).toEqual({ items: [{ ...line, gift }] });
    store({ version: 1, items: [{ ...line, gift: { ...gift, message: 'x'.repeat(501) } }] });
    expect(loadCart()).toEqual({ items: [line] });
  });
});
