import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A row of `audit_entry`: written once, never changed (a trigger refuses UPDATE and DELETE). */
@Entity('audit_entry')
export class AuditEntryRow {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @CreateDateColumn({ name: 'at', type: 'timestamptz' })
  at: Date;

  /** No foreign key: the trail outlives the account, and the audit module depends on no other. */
  @Column('uuid', { name: 'actor_id', nullable: true })
  actorId: string | null;

  @Column('text', { name: 'actor_email', nullable: true })
  actorEmail: string | null;

  @Column('text', { name: 'actor_role' })
  actorRole: string;

  @Column('text')
  kind: string;

  @Column('text')
  subject: string;

  @Column('text')
  summary: string;

  @Column('jsonb', { nullable: true })
  before: Record<string, unknown> | null;

  @Column('jsonb', { nullable: true })
  after: Record<string, unknown> | null;
}
