import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One row per subscriber; the e-mail is unique regardless of letter case (index on lower(email)). */
@Entity('newsletter_subscription')
export class NewsletterSubscriptionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  email: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
