import { Column, Entity, PrimaryColumn } from 'typeorm';
import { TimestampedEntity } from '../../../shared/database/timestamped-entity';

/** What staff wrote about a customer, keyed by the customer's e-mail in lower case. */
@Entity('customer_note')
export class CustomerNoteEntity extends TimestampedEntity {
  @PrimaryColumn('text')
  email: string;

  @Column('text')
  note: string;

  /** The staff user who last wrote it. */
  @Column('uuid', { name: 'updated_by', nullable: true })
  updatedBy: string | null;
}
