import { Column, Entity, PrimaryColumn } from 'typeorm';
import { PenceColumn } from '../../../shared/database/columns';
import { CreatedEntity } from '../../../shared/database/timestamped-entity';
import { ChargeEntity } from './charge-entity';
import type { TestIntentStatus } from '../application/payment.ports';

/** The built-in test provider's intents (it plays Stripe's part, so it keeps its own table). */
@Entity('test_payment_intent')
export class TestPaymentIntentEntity extends ChargeEntity {
  @PrimaryColumn('text')
  id: string;

  @Column('text', { name: 'client_secret' })
  clientSecret: string;

  @Column('jsonb')
  metadata: Record<string, string>;

  @Column('text')
  status: TestIntentStatus;

  @Column('text', { name: 'last_error', nullable: true })
  lastError: string | null;

  @Column('text', { name: 'card_last4', nullable: true })
  cardLast4: string | null;

  @Column('text', { name: 'challenge_token', nullable: true })
  challengeToken: string | null;

  @Column('text', { name: 'idempotency_key', unique: true })
  idempotencyKey: string;
}

@Entity('test_payment_refund')
export class TestPaymentRefundEntity extends CreatedEntity {
  @PrimaryColumn('text')
  id: string;

  @Column('text', { name: 'payment_intent_id' })
  paymentIntentId: string;

  @PenceColumn('amount_pence')
  amountPence: number;

  @Column('text', { name: 'idempotency_key', unique: true })
  idempotencyKey: string;
}
