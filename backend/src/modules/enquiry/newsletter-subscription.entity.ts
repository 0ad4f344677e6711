import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One row per address (unique whatever its letter case, index on lower(email)) with the consent given:
 * when, from which client address and the words of the form; only a confirmed row is a subscriber.
 */
@Entity('newsletter_subscription')
export class NewsletterSubscriptionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  email: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column('timestamptz', { name: 'consent_at' })
  consentAt: Date;

  @Column('text', { name: 'consent_ip', nullable: true })
  consentIp: string | null;

  @Column('text', { name: 'consent_text' })
  consentText: string;

  @Column('timestamptz', { name: 'confirmed_at', nullable: true })
  confirmedAt: Date | null;

  @Column('text', { name: 'confirm_token', select: false })
  confirmToken: string;

  @Column('text', { name: 'unsubscribe_token', select: false })
  unsubscribeToken: string;

  @Column('timestamptz', { name: 'confirmation_sent_at', nullable: true })
  confirmationSentAt: Date | null;
}
