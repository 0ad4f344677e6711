import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedEntity } from '../../../shared/database/timestamped-entity';
import { MomentColumn } from '../../../shared/database/columns';
import type { PasswordLinkPurpose } from '../domain/password-link';

/** A set-password or reset link: only the SHA-256 of its token, one row per e-mail event. */
@Entity('password_token')
export class PasswordTokenEntity extends CreatedEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid', { name: 'user_id' })
  userId: string;

  @Column('text')
  purpose: PasswordLinkPurpose;

  @Column('text', { name: 'token_hash' })
  tokenHash: string;

  @Column('uuid', { name: 'event_id' })
  eventId: string;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt: Date;

  @MomentColumn('used_at')
  usedAt: Date | null;
}
