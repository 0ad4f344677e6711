import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { SessionType } from '../../booking/domain/session-catalogue';
import type { OrderStatus } from '../domain/order';

@Entity('shop_order')
export class OrderEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  email: string;

  @Column('text')
  status: OrderStatus;

  @Column('integer', { name: 'total_pence' })
  totalPence: number;

  @Column('text', { name: 'payment_intent_id', nullable: true, unique: true })
  paymentIntentId: string | null;

  @Column('boolean', { name: 'is_test', default: false })
  isTest: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @Column('timestamptz', { name: 'paid_at', nullable: true })
  paidAt: Date | null;

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

  @Column('integer', { name: 'unit_price_pence' })
  unitPricePence: number;

  @Column('integer')
  quantity: number;
}

@Entity('gift_voucher')
export class GiftVoucherEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text', { unique: true })
  code: string;

  @Column('uuid', { name: 'order_id' })
  orderId: string;

  @Column('uuid', { name: 'order_line_id' })
  orderLineId: string;

  @Column('integer')
  sequence: number;

  @Column('uuid', { name: 'product_id' })
  productId: string;

  @Column('text', { name: 'product_name' })
  productName: string;

  @Column('integer', { name: 'value_pence' })
  valuePence: number;

  /** The session the gift card named (null: none, redeemed for its value) and its duration. */
  @Column('text', { name: 'session_type', nullable: true })
  sessionType: SessionType | null;

  @Column('integer', { name: 'duration_minutes', nullable: true })
  durationMinutes: number | null;

  @Column('timestamptz', { name: 'issued_at' })
  issuedAt: Date;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt: Date;
}
