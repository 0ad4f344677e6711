import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One row per e-mail key: written (claimed) before the e-mail goes to SMTP, marked sent after, so a retried job
 * sends nothing twice. A row without `sentAt` is a send whose outcome is not known (see send-claims.ts).
 */
@Entity('sent_email')
export class SentEmail {
  @PrimaryColumn('text')
  key: string;

  @Column('text')
  to: string;

  @Column('text')
  subject: string;

  /** The same on every attempt, so a copy that went twice is one message to mail clients (null before claims existed). */
  @Column('text', { name: 'message_id', nullable: true })
  messageId: string | null;

  /** The job holding the claim: its own retry may take the claim over, as its earlier attempt has ended. */
  @Column('text', { name: 'claimed_by', nullable: true })
  claimedBy: string | null;

  /** Until then another job leaves the claim alone (an attempt may still be talking to SMTP). */
  @Column('timestamptz', { name: 'claimed_until', nullable: true })
  claimedUntil: Date | null;

  /** How many attempts claimed it: above 1, the e-mail may have gone out more than once, with one Message-ID. */
  @Column('integer', { default: 1 })
  attempts: number;

  @Column('timestamptz', { name: 'sent_at', nullable: true })
  sentAt: Date | null;
}
