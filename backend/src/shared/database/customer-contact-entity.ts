import { Column } from 'typeorm';
import { TimestampedEntity } from './timestamped-entity';

/** The `name`, `email` and `phone` columns of a table that records who a customer is (what CustomerContactDto takes in). */
export abstract class CustomerContactEntity extends TimestampedEntity {
  @Column('text')
  name: string;

  @Column('text')
  email: string;

  @Column('text')
  phone: string;
}
