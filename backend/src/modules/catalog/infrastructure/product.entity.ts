import { Column, DeleteDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { PenceColumn } from '../../../shared/database/columns';
import { TimestampedEntity } from '../../../shared/database/timestamped-entity';
import type { ProductCategory } from '../domain/product';

@Entity('product')
export class ProductEntity extends TimestampedEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  name: string;

  @Column('text')
  description: string;

  @PenceColumn('price')
  price: number;

  @Column('text', { nullable: true })
  image: string | null;

  @Column('text')
  category: ProductCategory;

  @Column('boolean', { default: true })
  active: boolean;

  /** A gift card's experience option; null for a money card and every other product. */
  @Column('text', { name: 'gift_experience_id', nullable: true })
  giftExperienceId: string | null;

  @Column('text', { name: 'gift_option_id', nullable: true })
  giftOptionId: string | null;

  /** Deleted products stay for the orders that refer to them, and so that the seed does not bring them back. */
  @DeleteDateColumn({ name: 'deleted_at', type: 'timestamptz' })
  deletedAt: Date | null;
}
