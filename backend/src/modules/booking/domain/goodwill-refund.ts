import { domainError } from '../../../shared/errors/domain-error';
import type { CancellationOutcome } from './booking-changes';

/** Staff refund another amount than the Terms' when they cancel (docs/product.md, Refunds and cancellation: goodwill), with the reason. */
export interface GoodwillRefund {
  /** Integer pence, from nothing up to all that was paid in money. */
  refundPence: number;
  reason: string;
}

export class InvalidGoodwillRefundError extends domainError('BOOKING.INVALID_GOODWILL_REFUND', 'invalid') {}

const MAX_REASON = 200;

/**
 * The cancellation with staff's amount in place of the Terms' tier: only where money was paid (a cash booking
 * whose cash was never received has nothing to give back), at most what was paid, and always with a reason.
 */
export function withGoodwill(outcome: CancellationOutcome, paidPence: number, goodwill: GoodwillRefund): CancellationOutcome {
  const reason = goodwill.reason.trim();
  if (!outcome.refundedBy)
    throw new InvalidGoodwillRefundError('Nothing was paid in money for this booking, so there is nothing to refund.');
  if (!Number.isInteger(goodwill.refundPence) || goodwill.refundPence < 0 || goodwill.refundPence > paidPence)
    throw new InvalidGoodwillRefundError(`The refund must be between £0.00 and the £${(paidPence / 100).toFixed(2)} paid.`);
  if (reason.length === 0 || reason.length > MAX_REASON)
    throw new InvalidGoodwillRefundError(`Say why the refund differs from the Terms (at most ${MAX_REASON} characters).`);
  return { ...outcome, refundPence: goodwill.refundPence };
}
