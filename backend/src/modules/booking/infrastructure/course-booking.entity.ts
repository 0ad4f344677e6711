import type { InboxStatus } from '../../../shared/inbox';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { IsTestColumn, MomentColumn, PenceColumn } from '../../../shared/database/columns';
import { TimestampedEntity } from '../../../shared/database/timestamped-entity';
import type { CourseStatus } from '../domain/course-booking';

/** One Fear of Flying course booking (no slot: staff arrange the time around the preferred date). */
@Entity('fear_of_flying_booking')
export class CourseBookingEntity extends TimestampedEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  name: string;

  @Column('text')
  email: string;

  @Column('text', { nullable: true })
  phone: string | null;

  @Column('date', { name: 'preferred_date', nullable: true })
  preferredDate: string | null;

  @Column('text', { nullable: true })
  notes: string | null;

  @Column('text', { name: 'payment_intent_id', nullable: true })
  paymentIntentId: string | null;

  @PenceColumn('amount_pence')
  amountPence: number;

  /** The gift voucher that paid for (part of) the course; a voucher is used once (UQ_course_voucher_once). */
  @Column('uuid', { name: 'voucher_id', nullable: true })
  voucherId: string | null;

  /** What the voucher paid, integer pence. */
  @PenceColumn('voucher_pence', { default: 0 })
  voucherPence: number;

  @Column('text')
  status: CourseStatus;

  @IsTestColumn()
  isTest: boolean;

  @MomentColumn('paid_at')
  paidAt: Date | null;

  @MomentColumn('booked_at')
  bookedAt: Date | null;

  /** Where the course, awaiting its date, stands in the staff ENQUIRIES inbox, and staff's note on it. */
  @Column('text', { name: 'inbox_status', default: 'new' })
  inboxStatus: InboxStatus;

  @Column('text', { name: 'staff_note', default: '' })
  staffNote: string;
}
