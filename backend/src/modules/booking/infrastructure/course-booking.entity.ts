import type { InboxStatus } from '../../../shared/inbox';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { IsTestColumn, MomentColumn, PenceColumn } from '../../../shared/database/columns';
import { TimestampedEntity } from '../../../shared/database/timestamped-entity';
import type { CourseStatus } from '../domain/course-booking';
import type { SlotTime } from '../domain/calendar';

/** One Fear of Flying course booking: a preferred date, then the date and start time staff give it (its `occupied` range keeps the simulator). */
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

  @Column('date', { name: 'course_date', nullable: true })
  courseDate: string | null;

  @Column('text', { name: 'start_time', nullable: true })
  startTime: SlotTime | null;

  @MomentColumn('starts_at')
  startsAt: Date | null;

  @MomentColumn('ends_at')
  endsAt: Date | null;

  /** Postgres tstzrange '[from,to)': the whole slots the course keeps; the calendar_occupancy trigger copies it. */
  @Column('tstzrange', { nullable: true, select: false })
  occupied: string | null;

  @MomentColumn('cancelled_at')
  cancelledAt: Date | null;

  @Column('integer', { name: 'refund_pence', nullable: true })
  refundPence: number | null;

  @MomentColumn('refunded_at')
  refundedAt: Date | null;

  @Column('boolean', { name: 'voucher_forfeited', default: false })
  voucherForfeited: boolean;

  /** The calendar invite's SEQUENCE: a trigger bumps it when a dated course moves or is cancelled. */
  @Column('integer', { name: 'invite_sequence', default: 0 })
  inviteSequence: number;
}
