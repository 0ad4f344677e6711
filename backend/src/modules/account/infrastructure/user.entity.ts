import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { TimestampedEntity } from '../../../shared/database/timestamped-entity';
import type { Role } from '../domain/user';

/** Table user_account ("user" is reserved in Postgres). E-mails are stored lower-cased and unique. */
@Entity('user_account')
export class UserEntity extends TimestampedEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  email: string;

  /** argon2id; null until the customer sets a password from the e-mailed link. */
  @Column('text', { name: 'password_hash', nullable: true })
  passwordHash: string | null;

  @Column('text')
  name: string;

  @Column('text', { default: 'customer' })
  role: Role;

  /** Set while a staff member's access is taken away. */
  @Column('timestamptz', { name: 'deactivated_at', nullable: true })
  deactivatedAt: Date | null;
}
