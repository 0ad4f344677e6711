import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { EnquiryType } from './domain/enquiry';
import type { EnquiryStatus } from './domain/enquiry-inbox';

@Entity('contact_message')
export class ContactMessageEntity {
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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
