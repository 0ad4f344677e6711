import type { BookingTakings, BookingTakingsService, TimeRange } from '../../booking/booking.public';
import type { OrderQueryService, OrderRefundQueries } from '../../catalog/catalog.public';
import type { MethodTakingsDto } from './takings-admin.dto';

/** Takings over a range, composed from bookings and courses (booking) and shop orders and their refunds (catalog, card online). */
export interface ComposedTakings {
  methods: MethodTakingsDto[];
  receivedPence: number;
  refundedPence: number;
  netPence: number;
  voucherRedeemedPence: number;
  testNetPence: number;
}

/** Adds the shop's orders to the bookings' takings and nets each method (docs/product.md, Staff panel: takings). */
export async function composeTakings(
  bookings: BookingTakingsService,
  shop: { orders: OrderQueryService; refunds: OrderRefundQueries },
  range: TimeRange,
): Promise<ComposedTakings> {
  const [booked, ordersPaid, ordersRefunded]: [BookingTakings, number, number] = await Promise.all([
    bookings.between(range),
    shop.orders.takingsBetween(range.from, range.to),
    shop.refunds.refundedBetween(range.from, range.to),
  ]);
  const methods = booked.methods.map(({ method, receivedPence, refundedPence }) => {
    const online = method === 'card_online';
    const received = receivedPence + (online ? ordersPaid : 0);
    const refunded = refundedPence + (online ? ordersRefunded : 0);
    return { method, receivedPence: received, refundedPence: refunded, netPence: received - refunded };
  });
  const total = (key: 'receivedPence' | 'refundedPence' | 'netPence') => methods.reduce((sum, line) => sum + line[key], 0);
  return {
    methods,
    receivedPence: total('receivedPence'),
    refundedPence: total('refundedPence'),
    netPence: total('netPence'),
    voucherRedeemedPence: booked.voucherRedeemedPence,
    testNetPence: booked.test.receivedPence - booked.test.refundedPence,
  };
}
