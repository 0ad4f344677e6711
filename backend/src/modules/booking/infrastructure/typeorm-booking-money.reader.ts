import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import type { BookingMoneyReader, MoneyMovement } from '../application/takings.ports';
import type { TimeRange } from '../domain/calendar';

/** How a booking's money went: paid on the site (no staff payment method), on the terminal by phone, or in cash at the desk. */
const METHOD = `CASE WHEN payment_method IS NULL THEN 'card_online' WHEN payment_method = 'card_by_phone' THEN 'card_by_phone' ELSE 'cash' END`;
const IN_RANGE = (column: string) => `${column} >= $1 AND ${column} < $2`;

/**
 * One statement over bookings and courses: receipts by when the money came in (cash only once received), refunds by
 * when they were given, gift-voucher value by when its booking was confirmed (and not given back).
 */
const MOVEMENTS = `
  SELECT method, is_test AS "isTest", SUM(received)::bigint AS "receivedPence", SUM(refunded)::bigint AS "refundedPence" FROM (
    SELECT ${METHOD} AS method, is_test, total_price AS received, 0 AS refunded FROM booking
     WHERE total_price > 0 AND (
       ((payment_method IS NULL OR payment_method = 'card_by_phone') AND ${IN_RANGE('confirmed_at')})
       OR (payment_method = 'cash_on_arrival' AND ${IN_RANGE('cash_received_at')}))
    UNION ALL
    SELECT ${METHOD}, is_test, 0, refund_pence FROM booking
     WHERE status = 'cancelled' AND refund_pence > 0 AND ${IN_RANGE('refunded_at')}
    UNION ALL
    SELECT 'voucher', is_test, voucher_pence, 0 FROM booking
     WHERE voucher_pence > 0 AND (status = 'confirmed' OR voucher_forfeited) AND ${IN_RANGE('confirmed_at')}
    UNION ALL
    SELECT 'card_online', is_test, amount_pence, 0 FROM fear_of_flying_booking
     WHERE payment_intent_id IS NOT NULL AND amount_pence > 0 AND ${IN_RANGE('paid_at')}
    UNION ALL
    SELECT 'card_online', is_test, 0, refund_pence FROM fear_of_flying_booking
     WHERE status = 'cancelled' AND refund_pence > 0 AND ${IN_RANGE('refunded_at')}
  ) movement
  GROUP BY method, is_test`;

/** Booking's BOOKING_MONEY_READER in Postgres; joins the caller's transaction when there is one. */
@Injectable()
export class TypeOrmBookingMoneyReader implements BookingMoneyReader {
  constructor(private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>) {}

  async movementsBetween({ from, to }: TimeRange): Promise<MoneyMovement[]> {
    const rows: (Omit<MoneyMovement, 'receivedPence' | 'refundedPence'> & { receivedPence: string; refundedPence: string })[] =
      await this.txHost.tx.query(MOVEMENTS, [from, to]);
    return rows.map((row) => ({ ...row, receivedPence: Number(row.receivedPence), refundedPence: Number(row.refundedPence) }));
  }
}
