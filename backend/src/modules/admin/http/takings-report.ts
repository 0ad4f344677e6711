import type { BookingTakings, BookingTakingsService, TimeRange } from '../../booking/application/booking-takings.service';
import type { OrderQueryService } from '../../catalog/application/order-query.service';
import type { MethodTakingsDto } from './takings-admin.dto';

/** Takings over a range, composed from bookings and courses (booking) and shop orders (catalog, card online). */
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
  orders: OrderQueryService,
  range: TimeRange,
): Promise<ComposedTakings> {
  const [booked, ordersPaid]: [BookingTakings, number] = await Promise.all([
    bookings.between(range),
    orders.takingsBetween(range.from, range.to),
  ]);
  const methods = booked.methods.map(({ method, receivedPence, refundedPence }) => {
    const received = receivedPence + (method === 'card_online' ? ordersPaid : 0);
    return { method, receivedPence: received, refundedPence, netPence: received - refundedPence };
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
