import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One row per delivered e-mail key: the record that makes a retried job send nothing twice. */
@Entity('sent_email')
export class SentEmail {
  @PrimaryColumn('text')
  key: string;

  @Column('text')
  to: string;

  @Column('text')
  subject: string;

  @Column('timestamptz', { name: 'sent_at', default: () => 'now()' })
  sentAt: Date;
}
