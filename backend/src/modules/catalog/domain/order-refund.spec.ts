import type { Order } from './order';
import { assertGiftCardsUnused, assertUndoableToday, GiftCardUsedError, OrderNotRefundableError, type OrderRefund, OrderUndoTooLateError, plannedRefund, UnknownOrderLineError } from './order-refund';

const order: Order = {
  id: 'o-1',
  email: 'buyer@example.com',
  status: 'paid',
  totalPence: 12_900 * 2 + 1_850 + 395,
  paymentIntentId: 'pi_1',
  isTest: true,
  createdAt: new Date('2026-11-20T10:00:00Z'),
  paidAt: new Date('2026-11-20T10:01:00Z'),
  lines: [
    { id: 'l-card', position: 0, productId: 'p-1', productName: 'Try and Fly Gift Card', category: 'Gift Card', unitPricePence: 12_900, quantity: 2, giftFor: null },
    { id: 'l-cap', position: 1, productId: 'p-2', productName: 'Skyward Cap', category: 'Merchandise', unitPricePence: 1_850, quantity: 1, giftFor: null },
  ],
  delivery: null,
  shippingPence: 395,
  dispatchedAt: null,
};
const refund = (lineIds: string[] | null, amountPence: number, status: OrderRefund['status'] = 'refunded'): OrderRefund => ({
  id: `r-${amountPence}`,
  orderId: order.id,
  lineIds,
  amountPence,
  reason: 'x',
  status,
  createdAt: new Date(),
  refundedAt: null,
});

describe('planning an order refund (docs/product.md, Staff panel: ORDERS)', () => {
  it('refunds a line in full (quantity × price) and the whole order with its postage', () => {
    expect(plannedRefund(order, ['l-card'], [])).toEqual({ lineIds: ['l-card'], amountPence: 25_800, linesBack: ['l-card'] });
    expect(plannedRefund(order, null, [])).toEqual({ lineIds: null, amountPence: order.totalPence, linesBack: ['l-card', 'l-cap'] });
  });

  it('after a line, the whole order means what is left; a failed refund does not count', () => {
    expect(plannedRefund(order, [], [refund(['l-cap'], 1_850), refund(null, 999, 'failed')])).toEqual({
      lineIds: null,
      amountPence: order.totalPence - 1_850,
      linesBack: ['l-card'],
    });
  });

  it('refuses a line refunded already (on its own or with the whole order), a line not on the order, and an unpaid order', () => {
    expect(() => plannedRefund(order, ['l-cap'], [refund(['l-cap'], 1_850)])).toThrow('Skyward Cap has been refunded already.');
    expect(() => plannedRefund(order, ['l-nope'], [])).toThrow(UnknownOrderLineError);
    expect(() => plannedRefund({ ...order, status: 'pending', paymentIntentId: null }, null, [])).toThrow(OrderNotRefundableError);
    expect(() => plannedRefund(order, null, [refund(null, order.totalPence)])).toThrow('This order has been refunded in full already.');
  });

  it('refuses to give back a gift card whose voucher has been used, naming it and what to do instead', () => {
    const vouchers = [
      { id: 'v-1', code: 'SKY-AAAA-BBBB', productName: 'Try and Fly Gift Card' },
      { id: 'v-2', code: 'SKY-CCCC-DDDD', productName: 'Try and Fly Gift Card' },
    ];
    expect(() => assertGiftCardsUnused(vouchers, [])).not.toThrow();
    expect(() => assertGiftCardsUnused(vouchers, ['v-2'])).toThrow(GiftCardUsedError);
    expect(() => assertGiftCardsUnused(vouchers, ['v-2'])).toThrow(
      "Try and Fly Gift Card voucher SKY-CCCC-DDDD has been used, so it cannot be refunded: refund the order's other lines instead.",
    );
  });

  it('lets a mark be undone on its London day only', () => {
    const marked = new Date('2026-06-30T22:30:00Z'); // 23:30 in London (BST), 30 June
    expect(() => assertUndoableToday(marked, new Date('2026-06-30T22:59:00Z'), 'An order marked dispatched')).not.toThrow();
    expect(() => assertUndoableToday(marked, new Date('2026-06-30T23:01:00Z'), 'An order marked dispatched')).toThrow(OrderUndoTooLateError);
  });
});
