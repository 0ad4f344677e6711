import { walkTransitionTable } from '../../../../test/transition-table';
import { ORDER_PAID_EVENT } from './catalog-events';
import { cancelOrder, mergeItems, ORDER_MOVES, payOrder, priceOrder, SellableProduct } from './order';
import { EmptyOrderError, IllegalOrderTransitionError, InvalidQuantityError, OrderTooLargeError, ProductUnavailableError } from './order.errors';

const giftCard: SellableProduct = { id: 'a0000000-0000-4000-8000-000000000001', name: 'Try and Fly Gift Card', category: 'Gift Card', price: 12_900, giftFor: { experienceId: 'try-and-fly', optionId: '60-minutes' } };
const cap: SellableProduct = { id: 'a0000000-0000-4000-8000-000000000002', name: 'Skyward Cap', category: 'Merchandise', price: 1_850, giftFor: null };

describe('pricing an order', () => {
  it('prices every line from the server products, never from the client, and keeps the option a gift card is for', () => {
    const { lines, totalPence } = priceOrder(
      [
        { productId: giftCard.id, quantity: 2 },
        { productId: cap.id, quantity: 1 },
      ],
      [giftCard, cap],
    );
    expect(lines).toEqual([
      { position: 0, productId: giftCard.id, productName: 'Try and Fly Gift Card', category: 'Gift Card', unitPricePence: 12_900, quantity: 2, giftFor: giftCard.giftFor },
      { position: 1, productId: cap.id, productName: 'Skyward Cap', category: 'Merchandise', unitPricePence: 1_850, quantity: 1, giftFor: null },
    ]);
    expect(totalPence).toBe(27_650);
  });

  it('merges repeated products into one line', () => {
    expect(mergeItems([{ productId: cap.id, quantity: 2 }, { productId: cap.id, quantity: 3 }])).toEqual([{ productId: cap.id, quantity: 5 }]);
  });

  it('refuses an unknown or inactive product, naming it', () => {
    const missing = 'a0000000-0000-4000-8000-00000000dead';
    try {
      priceOrder([{ productId: cap.id, quantity: 1 }, { productId: missing, quantity: 1 }], [cap]);
      throw new Error('expected a refusal');
    } catch (error) {
      expect(error).toBeInstanceOf(ProductUnavailableError);
      expect((error as ProductUnavailableError).productIds).toEqual([missing]);
      expect((error as ProductUnavailableError).code).toBe('CATALOG.PRODUCT_UNAVAILABLE');
    }
  });

  it.each([0, -1, 100, 1.5, Number.NaN])('refuses quantity %p', (quantity) => {
    expect(() => priceOrder([{ productId: cap.id, quantity }], [cap])).toThrow(InvalidQuantityError);
  });

  it('refuses a merged quantity above 99', () => {
    expect(() => priceOrder([{ productId: cap.id, quantity: 50 }, { productId: cap.id, quantity: 50 }], [cap])).toThrow(InvalidQuantityError);
  });

  it('refuses an empty cart and a total above what a card payment can take', () => {
    expect(() => priceOrder([], [cap])).toThrow(EmptyOrderError);
    const costly = { ...cap, price: 10_000_000 };
    expect(() => priceOrder([{ productId: cap.id, quantity: 10 }], [costly])).toThrow(OrderTooLargeError);
  });
});

describe('order transitions', () => {
  // A pending order is paid or canceled (its payment could not be set up); a canceled one is still paid by a late payment;
  // staff cancel a paid one (docs/product.md, Staff panel: ORDERS).
  walkTransitionTable(
    ORDER_MOVES,
    ['pending', 'paid', 'canceled'],
    ['pending → paid', 'pending → canceled', 'canceled → paid', 'paid → canceled'],
    IllegalOrderTransitionError,
  );

  it('pays an order with its payment, and publishes that it is paid', () => {
    const paidAt = new Date('2026-11-23T10:18:00Z');
    const paid = payOrder({ id: 'o1', status: 'pending' }, { paymentIntentId: 'pi_1', isTest: false }, paidAt);
    expect([paid.to, paid.changes]).toEqual(['paid', { paymentIntentId: 'pi_1', isTest: false, paidAt }]);
    expect(paid.events).toEqual([ORDER_PAID_EVENT({ orderId: 'o1' })]);
  });

  it('cancels with nothing else written', () => {
    const canceled = cancelOrder({ status: 'paid' });
    expect([canceled.to, canceled.changes, canceled.events]).toEqual(['canceled', {}, []]);
    expect(() => cancelOrder({ status: 'canceled' })).toThrow(IllegalOrderTransitionError);
  });
});
