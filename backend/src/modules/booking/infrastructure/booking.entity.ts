import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { IsTestColumn, MomentColumn, PenceColumn } from '../../../shared/database/columns';
import { CustomerContactEntity } from '../../../shared/database/customer-contact-entity';
import type { BookedAs, BookingStatus, ExperienceLevel } from '../domain/booking';
import type { SlotTime } from '../domain/calendar';
import type { StaffPaymentMethod } from '../domain/staff-payment';
import type { Attendance } from '../domain/attendance';

/** One simulator booking; its `occupied` range is what the exclusion constraint keeps apart. */
@Entity('booking')
export class BookingEntity extends CustomerContactEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid', { name: 'user_id', nullable: true })
  userId: string | null;

  /** The experience's slug. */
  @Column('text', { name: 'session_type' })
  sessionType: string;

  @Column('text', { name: 'option_id', nullable: true })
  optionId: string | null;

  @Column('text', { name: 'booked_as' })
  bookedAs: BookedAs;

  @Column('text', { name: 'session_name' })
  sessionName: string;

  @Column('integer', { name: 'duration_minutes' })
  durationMinutes: number;

  /** London calendar date; the pg driver returns it as 'YYYY-MM-DD' text (see the repository). */
  @Column('date')
  date: string;

  @Column('text', { name: 'time_slot' })
  timeSlot: SlotTime;

  @Column('timestamptz', { name: 'starts_at' })
  startsAt: Date;

  @Column('timestamptz', { name: 'ends_at' })
  endsAt: Date;

  /** tstzrange, written as '[from,to)'. */
  @Column('tstzrange', { select: false })
  occupied: string;

  @Column('text', { name: 'experience_level' })
  experienceLevel: ExperienceLevel;

  @Column('text', { nullable: true })
  notes: string | null;

  @Column('integer', { name: 'party_size', default: 1 })
  partySize: number;

  @Column('text', { name: 'participant_name', nullable: true })
  participantName: string | null;

  @MomentColumn('age_rules_confirmed_at')
  ageRulesConfirmedAt: Date | null;

  @PenceColumn('total_price')
  totalPrice: number;

  @Column('text')
  status: BookingStatus;

  @MomentColumn('hold_expires_at')
  holdExpiresAt: Date | null;

  @Column('text', { name: 'payment_intent_id', nullable: true })
  paymentIntentId: string | null;

  @IsTestColumn()
  isTest: boolean;

  @PenceColumn('refund_pence', { nullable: true })
  refundPence: number | null;

  @MomentColumn('refunded_at')
  refundedAt: Date | null;

  /** Why staff refunded another amount than the Terms' (goodwill). */
  @Column('text', { name: 'refund_reason', nullable: true })
  refundReason: string | null;

  /** When the desk took the cash of a cash-on-arrival booking, and who. */
  @MomentColumn('cash_received_at')
  cashReceivedAt: Date | null;

  @Column('uuid', { name: 'cash_received_by', nullable: true })
  cashReceivedBy: string | null;

  /** The gift voucher that paid for (part of) the session; a voucher is used once (UQ_booking_voucher_once). */
  @Column('uuid', { name: 'voucher_id', nullable: true })
  voucherId: string | null;

  /** Integer pence the voucher covered. */
  @PenceColumn('voucher_pence', { default: 0 })
  voucherPence: number;

  @Column('boolean', { name: 'voucher_forfeited', default: false })
  voucherForfeited: boolean;

  /** Set on bookings staff made: how they were paid. */
  @Column('text', { name: 'payment_method', nullable: true })
  paymentMethod: StaffPaymentMethod | null;

  @Column('text', { name: 'terminal_reference', nullable: true })
  terminalReference: string | null;

  /** The staff user who made the booking. */
  @Column('uuid', { name: 'booked_by', nullable: true })
  bookedBy: string | null;

  /** Integer pence staff took off the catalogue's price, and why (required with a discount). */
  @PenceColumn('discount_pence', { default: 0 })
  discountPence: number;

  @Column('text', { name: 'price_reason', nullable: true })
  priceReason: string | null;

  /** Integer pence the customer still owes after a change to a dearer option, taken later at the desk. */
  @PenceColumn('amount_due_pence', { default: 0 })
  amountDuePence: number;

  /** Checked in or no-show, recorded by the desk on the day, and when. */
  @Column('text', { nullable: true })
  attendance: Attendance | null;

  @MomentColumn('attendance_at')
  attendanceAt: Date | null;

  @MomentColumn('confirmed_at')
  confirmedAt: Date | null;

  @MomentColumn('cancelled_at')
  cancelledAt: Date | null;

  @MomentColumn('slot_lost_at')
  slotLostAt: Date | null;

  /** When the day-before reminder falls due; null when none is owed (confirmed less than a day ahead, or cancelled). */
  @MomentColumn('reminder_due_at')
  reminderDueAt: Date | null;

  /** When the due-reminder sweep last queued the reminder (through the outbox); cleared when the booking moves. */
  @MomentColumn('reminder_queued_at')
  reminderQueuedAt: Date | null;

  /** When the mailer took the reminder (its e-mail job's retries carry it from there); cleared when the booking moves. */
  @MomentColumn('reminder_sent_at')
  reminderSentAt: Date | null;

  /** When the customer ticked 'E-mail me about this booking' (consent to one reminder if the hold runs out unpaid). */
  @MomentColumn('email_opt_in_at')
  emailOptInAt: Date | null;

  /** The calendar invite's SEQUENCE: a trigger bumps it when a confirmed booking moves, changes session or is cancelled. */
  @Column('integer', { name: 'invite_sequence', default: 0 })
  inviteSequence: number;
}
