/**
 * The Terms' cancellation refunds (docs/product.md, Refunds and cancellation): more than 48 hours before the session, a full
 * refund; from 24 to 48 hours, 50%; under 24 hours (or after the start), none.
 */
export const REFUND_TIERS = ['full', 'half', 'none'] as const;
export type RefundTier = (typeof REFUND_TIERS)[number];

export interface CancellationRefund {
  tier: RefundTier;
  /** Integer pence; half refunds round down so that no more than half is ever returned. */
  refundPence: number;
  hoursBeforeStart: number;
}

const HOUR = 3_600_000;

export function cancellationRefund(totalPence: number, startsAt: Date, now: Date): CancellationRefund {
  const hoursBeforeStart = (startsAt.getTime() - now.getTime()) / HOUR;
  if (hoursBeforeStart > 48) return { tier: 'full', refundPence: totalPence, hoursBeforeStart };
  if (hoursBeforeStart >= 24) return { tier: 'half', refundPence: Math.floor(totalPence / 2), hoursBeforeStart };
  return { tier: 'none', refundPence: 0, hoursBeforeStart };
}
