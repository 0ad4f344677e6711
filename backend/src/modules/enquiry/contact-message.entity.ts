import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CustomerContactEntity } from '../../shared/database/customer-contact-entity';
import type { EnquiryType } from './domain/enquiry';
import type { EnquiryStatus } from './domain/enquiry-inbox';

@Entity('contact_message')
export class ContactMessageEntity extends CustomerContactEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text', { name: 'enquiry_type' })
  enquiryType: EnquiryType;

  @Column('text')
  message: string;

  @Column('text', { default: 'new' })
  status: EnquiryStatus;

  @Column('text', { default: '' })
  note: string;
}
