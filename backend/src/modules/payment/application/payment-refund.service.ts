import { Inject, Injectable, Logger } from '@nestjs/common';
import { Transactional } from '@nestjs-cls/transactional';
import { RetryOnConflict } from '../../../shared/database/retry-on-conflict';
import { refundProblem } from '../domain/payment';
import {
  PaymentIdempotencyConflictError,
  PaymentNotFoundError,
  PaymentNotRefundableError,
  PaymentProviderUnavailableError,
} from '../domain/payment.errors';
import {
  PAYMENT_PROVIDER,
  PAYMENT_REFUND_REPOSITORY,
  PAYMENT_REPOSITORY,
  PaymentProvider,
  PaymentRefundRepository,
  PaymentRepository,
  Refund,
} from './payment.ports';

export interface RefundRequest {
  paymentIntentId: string;
  amountPence: number;
  reason: string;
  /** The same key never refunds twice. */
  idempotencyKey: string;
}

/** Refunds: money given back through the provider, reserved first so two requests never over-refund. */
@Injectable()
export class PaymentRefundService {
  private readonly logger = new Logger(PaymentRefundService.name);

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(PAYMENT_REPOSITORY) private readonly payments: PaymentRepository,
    @Inject(PAYMENT_REFUND_REPOSITORY) private readonly refunds: PaymentRefundRepository,
  ) {}

  /** Gives money back through the provider; the same idempotency key never refunds twice. */
  async refund(input: RefundRequest): Promise<void> {
    const refund = await this.reserveRefund(input);
    if (refund.status === 'succeeded') return;
    try {
      const { refundId } = await this.provider.refund({
        paymentIntentId: input.paymentIntentId,
        amountPence: refund.amountPence,
        idempotencyKey: refund.idempotencyKey,
      });
      await this.refunds.markSucceeded(refund.id, refundId);
      this.logger.log(
        { paymentIntentId: input.paymentIntentId, amountPence: refund.amountPence, reason: input.reason },
        'Refunded',
      );
    } catch (error) {
      // Unreachable provider: the refund stays requested and a retry with the same key completes it.
      if (!(error instanceof PaymentProviderUnavailableError))
        await this.refunds.markFailed(refund.id);
      throw error;
    }
  }

  @RetryOnConflict()
  @Transactional()
  private async reserveRefund(input: RefundRequest): Promise<Refund> {
    const payment = await this.payments.lockByIntentId(input.paymentIntentId);
    if (!payment) throw new PaymentNotFoundError();
    const existing = await this.refunds.findByKey(input.idempotencyKey);
    if (existing) {
      if (existing.paymentId !== payment.id || existing.amountPence !== input.amountPence)
        throw new PaymentIdempotencyConflictError();
      if (existing.status === 'failed') throw new PaymentNotRefundableError('The provider refused this refund.');
      return existing;
    }
    if (payment.status !== 'succeeded') throw new PaymentNotRefundableError('Only a payment that succeeded can be refunded.');
    const problem = refundProblem(payment.amountPence, await this.refunds.refundedOrPendingPence(payment.id), input.amountPence);
    if (problem) throw new PaymentNotRefundableError(problem);
    return this.refunds.create({
      paymentId: payment.id,
      amountPence: input.amountPence,
      idempotencyKey: input.idempotencyKey,
      reason: input.reason,
    });
  }
}
