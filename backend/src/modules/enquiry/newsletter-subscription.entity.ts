import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedEntity } from '../../shared/database/timestamped-entity';
import { MomentColumn } from '../../shared/database/columns';

/**
 * One row per address (unique whatever its letter case, index on lower(email)) with the consent given:
 * when, from which client address and the words of the form; only a confirmed row is a subscriber.
 */
@Entity('newsletter_subscription')
export class NewsletterSubscriptionEntity extends CreatedEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  email: string;

  @Column('timestamptz', { name: 'consent_at' })
  consentAt: Date;

  @Column('text', { name: 'consent_ip', nullable: true })
  consentIp: string | null;

  @Column('text', { name: 'consent_text' })
  consentText: string;

  @MomentColumn('confirmed_at')
  confirmedAt: Date | null;

  @Column('text', { name: 'confirm_token', select: false })
  confirmToken: string;

  @Column('text', { name: 'unsubscribe_token', select: false })
  unsubscribeToken: string;

  @MomentColumn('confirmation_sent_at')
  confirmationSentAt: Date | null;
}
