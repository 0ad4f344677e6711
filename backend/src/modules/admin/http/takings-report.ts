import { Injectable } from '@nestjs/common';
import { type BookingTakings, BookingTakingsService, type TimeRange } from '../../booking/booking.public';
import { OrderQueryService, OrderRefundQueries } from '../../catalog/catalog.public';
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

/**
 * Takings over a range for the TAKINGS tab and the overview's week: the shop's orders (card online) added to the
 * bookings' takings, each method netted (docs/product.md, Staff panel: takings).
 */
@Injectable()
export class TakingsReport {
  constructor(
    private readonly bookings: BookingTakingsService,
    private readonly orders: OrderQueryService,
    private readonly orderRefunds: OrderRefundQueries,
  ) {}

  async between(range: TimeRange): Promise<ComposedTakings> {
    const [booked, ordersPaid, ordersRefunded]: [BookingTakings, number, number] = await Promise.all([
      this.bookings.between(range),
      this.orders.takingsBetween(range.from, range.to),
      this.orderRefunds.refundedBetween(range.from, range.to),
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
}
