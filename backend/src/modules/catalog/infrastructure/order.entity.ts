import { Column, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import { IsTestColumn, MomentColumn, PenceColumn } from '../../../shared/database/columns';
import { TimestampedEntity } from '../../../shared/database/timestamped-entity';
import type { DeliveryAddress } from '../domain/delivery';
import type { OrderStatus } from '../domain/order';
import type { VoucherChangeKind } from '../domain/voucher-changes';

@Entity('shop_order')
export class OrderEntity extends TimestampedEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  email: string;

  /** The account signed in at checkout, if any. */
  @Column('uuid', { name: 'user_id', nullable: true })
  userId: string | null;

  @Column('text')
  status: OrderStatus;

  @PenceColumn('total_pence')
  totalPence: number;

  @Column('text', { name: 'payment_intent_id', nullable: true, unique: true })
  paymentIntentId: string | null;

  @IsTestColumn()
  isTest: boolean;

  @MomentColumn('paid_at')
  paidAt: Date | null;

  @Column('jsonb', { nullable: true })
  delivery: DeliveryAddress | null;

  @PenceColumn('shipping_pence', { default: 0 })
  shippingPence: number;

  @MomentColumn('dispatched_at')
  dispatchedAt: Date | null;

  @OneToMany(() => OrderLineEntity, (line) => line.order, { cascade: ['insert'] })
  lines: OrderLineEntity[];
}

@Entity('shop_order_line')
export class OrderLineEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid', { name: 'order_id' })
  orderId: string;

  @ManyToOne(() => OrderEntity, (order) => order.lines, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order: OrderEntity;

  @Column('integer')
  position: number;

  @Column('uuid', { name: 'product_id' })
  productId: string;

  @Column('text', { name: 'product_name' })
  productName: string;

  @Column('text')
  category: string;

  @PenceColumn('unit_price_pence')
  unitPricePence: number;

  @Column('integer')
  quantity: number;

  /** A gift card's experience option as checked out (both null for anything else). */
  @Column('text', { name: 'gift_experience_id', nullable: true })
  giftExperienceId: string | null;

  @Column('text', { name: 'gift_option_id', nullable: true })
  giftOptionId: string | null;
}

@Entity('gift_voucher')
export class GiftVoucherEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text', { unique: true })
  code: string;

  /** Null for a voucher staff issued by hand, which has a recipient instead. */
  @Column('uuid', { name: 'order_id', nullable: true })
  orderId: string | null;

  @Column('uuid', { name: 'order_line_id', nullable: true })
  orderLineId: string | null;

  @Column('integer')
  sequence: number;

  @Column('uuid', { name: 'product_id', nullable: true })
  productId: string | null;

  @Column('text', { name: 'product_name' })
  productName: string;

  @PenceColumn('value_pence')
  valuePence: number;

  /** The experience option the gift card bought (null: a money card, redeemed for its value). */
  @Column('text', { name: 'experience_id', nullable: true })
  experienceId: string | null;

  @Column('text', { name: 'option_id', nullable: true })
  optionId: string | null;

  @Column('timestamptz', { name: 'issued_at' })
  issuedAt: Date;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt: Date;

  @Column('text', { name: 'recipient_email', nullable: true })
  recipientEmail: string | null;

  @MomentColumn('voided_at')
  voidedAt: Date | null;

  @Column('text', { name: 'void_reason', nullable: true })
  voidReason: string | null;
}

/** One staff change to a voucher (issued by hand, extended, voided) with its reason. */
@Entity('gift_voucher_change')
export class GiftVoucherChangeEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid', { name: 'voucher_id' })
  voucherId: string;

  @Column('text')
  kind: VoucherChangeKind;

  @Column('text')
  reason: string;

  @MomentColumn('expires_before')
  expiresBefore: Date | null;

  @MomentColumn('expires_after')
  expiresAfter: Date | null;

  @Column('uuid', { name: 'staff_user_id', nullable: true })
  staffUserId: string | null;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt: Date;
}

/** A refund staff gave on a paid order (docs/product.md, Staff panel: ORDERS). */
@Entity('shop_order_refund')
export class OrderRefundEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid', { name: 'order_id' })
  orderId: string;

  /** The lines refunded; null: whatever was left of the order. */
  @Column('uuid', { name: 'line_ids', array: true, nullable: true })
  lineIds: string[] | null;

  @PenceColumn('amount_pence')
  amountPence: number;

  @Column('text')
  reason: string;

  @Column('text')
  status: 'pending' | 'refunded' | 'failed';

  @Column('uuid', { name: 'staff_user_id', nullable: true })
  staffUserId: string | null;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt: Date;

  @MomentColumn('refunded_at')
  refundedAt: Date | null;
}
