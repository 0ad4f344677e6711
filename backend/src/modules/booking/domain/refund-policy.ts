/**
 * The Terms' cancellation refunds (docs/product.md, Refunds and cancellation), stated once: more than
 * `fullRefundHours` before the session, a full refund; from `partRefundHours` up to that, `partRefundPercent` of it
 * (rounded down to the penny); closer (or after the start), none. Served at GET /api/refund-terms; every text that
 * names the tiers (e-mails, dialogs, the Terms page) is built from these numbers.
 */
export interface RefundTerms {
  fullRefundHours: number;
  partRefundHours: number;
  partRefundPercent: number;
}

export const REFUND_TERMS: Readonly<RefundTerms> = { fullRefundHours: 48, partRefundHours: 24, partRefundPercent: 50 };

export const REFUND_TIERS = ['full', 'half', 'none'] as const;
export type RefundTier = (typeof REFUND_TIERS)[number];

export interface CancellationRefund {
  tier: RefundTier;
  /** Integer pence; part refunds round down so that no more than the Terms' share is ever returned. */
  refundPence: number;
  hoursBeforeStart: number;
}

const HOUR = 3_600_000;

export function cancellationRefund(totalPence: number, startsAt: Date, now: Date): CancellationRefund {
  const { fullRefundHours, partRefundHours, partRefundPercent } = REFUND_TERMS;
  const hoursBeforeStart = (startsAt.getTime() - now.getTime()) / HOUR;
  if (hoursBeforeStart > fullRefundHours) return { tier: 'full', refundPence: totalPence, hoursBeforeStart };
  if (hoursBeforeStart >= partRefundHours)
    return { tier: 'half', refundPence: Math.floor((totalPence * partRefundPercent) / 100), hoursBeforeStart };
  return { tier: 'none', refundPence: 0, hoursBeforeStart };
}
