import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { MomentColumn, PenceColumn } from '../../../shared/database/columns';
import { TimestampedEntity } from '../../../shared/database/timestamped-entity';
import { ChargeEntity } from './charge-entity';
import type { PaymentKind, PaymentStatus } from '../domain/payment';

@Entity('payment')
export class PaymentEntity extends ChargeEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  provider: 'stripe' | 'test';

  @Column('text')
  kind: PaymentKind;

  @Column('text', { name: 'reference_id' })
  referenceId: string;

  @Column('text', { nullable: true })
  email: string | null;

  @Column('text', { name: 'idempotency_key', unique: true })
  idempotencyKey: string;

  @Column('text', { name: 'payment_intent_id', nullable: true, unique: true })
  paymentIntentId: string | null;

  @Column('text')
  status: PaymentStatus;

  @Column('boolean', { name: 'is_test' })
  isTest: boolean;

  @Column('text', { name: 'last_error', nullable: true })
  lastError: string | null;

  @MomentColumn('succeeded_at')
  succeededAt: Date | null;

  @MomentColumn('fulfilled_at')
  fulfilledAt: Date | null;

  @MomentColumn('reconciled_at')
  reconciledAt: Date | null;
}

@Entity('payment_refund')
export class PaymentRefundEntity extends TimestampedEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid', { name: 'payment_id' })
  paymentId: string;

  @PenceColumn('amount_pence')
  amountPence: number;

  @Column('text')
  reason: string;

  @Column('text', { name: 'idempotency_key', unique: true })
  idempotencyKey: string;

  @Column('text')
  status: 'requested' | 'succeeded' | 'failed';

  @Column('text', { name: 'provider_refund_id', nullable: true })
  providerRefundId: string | null;
}

/** Provider webhook events already handled, by event id: a replayed delivery changes nothing. */
@Entity('payment_webhook_event')
export class PaymentWebhookEventEntity {
  @Column('text', { primary: true })
  id: string;

  @Column('text')
  type: string;

  @CreateDateColumn({ name: 'received_at', type: 'timestamptz' })
  receivedAt: Date;
}
