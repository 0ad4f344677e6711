import { Column } from 'typeorm';
import { PenceColumn } from '../../../shared/database/columns';
import { TimestampedEntity } from '../../../shared/database/timestamped-entity';

/** What is charged: an amount in integer pence, its currency and the description the card statement shows. */
export abstract class ChargeEntity extends TimestampedEntity {
  @PenceColumn('amount_pence')
  amountPence: number;

  @Column('text')
  currency: string;

  @Column('text')
  description: string;
}
