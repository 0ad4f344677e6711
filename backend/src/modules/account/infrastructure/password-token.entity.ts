import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { PasswordLinkPurpose } from '../domain/password-link';

/** A set-password or reset link: only the SHA-256 of its token, one row per e-mail event. */
@Entity('password_token')
export class PasswordTokenEntity {
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

  @Column('timestamptz', { name: 'used_at', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
