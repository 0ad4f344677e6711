import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { TimestampedEntity } from '../../shared/database/timestamped-entity';
import type { EnquiryType } from './domain/enquiry';
import type { EnquiryStatus } from './domain/enquiry-inbox';

@Entity('contact_message')
export class ContactMessageEntity extends TimestampedEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  name: string;

  @Column('text')
  email: string;

  @Column('text')
  phone: string;

  @Column('text', { name: 'enquiry_type' })
  enquiryType: EnquiryType;

  @Column('text')
  message: string;

  @Column('text', { default: 'new' })
  status: EnquiryStatus;

  @Column('text', { default: '' })
  note: string;
}
