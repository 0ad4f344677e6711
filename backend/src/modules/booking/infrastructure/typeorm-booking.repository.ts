import { Injectable } from '@nestjs/common';
import { insertRows, updateWhere } from '../../../shared/database/entity-statements';
import { RowsRepository } from '../../../shared/database/rows-repository';
import { lockedRowById, rowById } from '../../../shared/database/row-by-id';
import { returnedRow } from '../../../shared/database/returned-row';
import { isUuid } from '../../../shared/uuid';
import type {
  BookingChanges,
  BookingRepository,
  DueReminder,
  NewHold,
  Occupation,
} from '../application/booking.ports';
import type { BookedAs, Booking, BookingStatus } from '../domain/booking';
import { BOOKING_MOVES, type BookingTransition } from '../domain/booking-transitions';
import type { TimeRange } from '../domain/calendar';
import { SlotClosedError, SlotTakenError } from '../domain/booking.errors';
import { VoucherUsedError } from '../domain/voucher-redemption';
import { BookingEntity } from './booking.entity';
import { queryFailure } from '../../../shared/database/sql-state';
import { InstructorUnavailableError } from '../domain/instructor.errors';
import { instructorRefusal } from './instructor-refusal';

/** The one exclusion constraint over held and booked time, bookings' and dated courses' (the course-on-the-calendar migration). */
const EXCLUSION = 'EX_calendar_occupancy_once';
/** Raised by the booking trigger of the slot-closures migration: that time is closed. */
const SLOT_CLOSED = 'SKC01';
const VOUCHER_ONCE = 'UQ_booking_voucher_once';

const range = ({ from, to }: TimeRange) => `[${from.toISOString()},${to.toISOString()})`;

/** The row as the domain sees it (the pg driver hands `date` back as text). */
export const toBooking = (row: BookingEntity): Booking => ({
  id: row.id,
  userId: row.userId,
  sessionType: row.sessionType,
  optionId: row.optionId,
  bookedAs: row.bookedAs,
  sessionName: row.sessionName,
  durationMinutes: row.durationMinutes,
  date: typeof row.date === 'string' ? row.date : new Date(row.date).toISOString().slice(0, 10),
  timeSlot: row.timeSlot,
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  name: row.name,
  email: row.email,
  phone: row.phone,
  experienceLevel: row.experienceLevel,
  notes: row.notes,
  partySize: row.partySize,
  participantName: row.participantName,
  ageRulesConfirmedAt: row.ageRulesConfirmedAt,
  totalPrice: row.totalPrice,
  status: row.status,
  holdExpiresAt: row.holdExpiresAt,
  paymentIntentId: row.paymentIntentId,
  isTest: row.isTest,
  refundPence: row.refundPence,
  refundedAt: row.refundedAt,
  refundReason: row.refundReason,
  cashReceivedAt: row.cashReceivedAt,
  cashReceivedBy: row.cashReceivedBy,
  voucherId: row.voucherId,
  voucherPence: row.voucherPence,
  voucherForfeited: row.voucherForfeited,
  paymentMethod: row.paymentMethod,
  terminalReference: row.terminalReference,
  bookedBy: row.bookedBy,
  discountPence: row.discountPence,
  priceReason: row.priceReason,
  amountDuePence: row.amountDuePence,
  attendance: row.attendance,
  attendanceAt: row.attendanceAt,
  emailOptInAt: row.emailOptInAt,
  inviteSequence: row.inviteSequence,
  createdAt: row.createdAt,
});

/**
 * A write that ran into the exclusion constraint means another booking holds that time; into the voucher index, that
 * the voucher is used; finding no qualified instructor free (or losing the one it picked), that the slot is taken.
 */
async function slotOnce<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const driverError = queryFailure(error);
    if (driverError?.code === '23P01' && driverError.constraint === EXCLUSION) throw new SlotTakenError();
    if (driverError?.code === SLOT_CLOSED) throw new SlotClosedError();
    if (driverError?.code === '23505' && driverError.constraint === VOUCHER_ONCE) throw new VoucherUsedError();
    const instructor = instructorRefusal(error);
    if (instructor === 'unavailable') throw new InstructorUnavailableError();
    if (instructor) throw new SlotTakenError();
    throw error;
  }
}

/** Bookings in Postgres; joins the caller's transaction when there is one. */
@Injectable()
export class TypeOrmBookingRepository extends RowsRepository(BookingEntity) implements BookingRepository {
  async insertHold(hold: NewHold): Promise<Booking> {
    const { occupied, ...fields } = hold;
    // The row as written, defaults included: no second read.
    const [written] = await slotOnce(() => insertRows(this.rows, [{ ...fields, occupied: range(occupied), status: 'held' }], { returning: 'row' }));
    return toBooking(returnedRow(this.rows, written));
  }

  async expireHolds(now: Date, within?: TimeRange, calendar?: BookedAs): Promise<string[]> {
    // One guarded UPDATE moves many bookings: the move is checked against the state machine's table once, here.
    const [held, expired] = ['held', 'expired'] as const;
    BOOKING_MOVES.assertMove(held, expired);
    const query = this.rows
      .createQueryBuilder()
      .update()
      .set({ status: expired })
      .where(`status = :held AND hold_expires_at <= :now`, { held, now })
      .returning('id');
    if (within) query.andWhere(`occupied && tstzrange(:from, :to, '[)')`, { from: within.from, to: within.to });
    if (calendar) query.andWhere('booked_as = :calendar', { calendar });
    const result = await query.execute();
    return (result.raw as { id: string }[]).map((row) => row.id);
  }

  findById(id: string): Promise<Booking | null> {
    return rowById(this.rows, id, toBooking);
  }

  lock(id: string): Promise<Booking | null> {
    return lockedRowById(this.rows, id, toBooking);
  }

  update(id: string, changes: BookingChanges): Promise<void> {
    return this.write(id, changes);
  }

  apply(id: string, { to, changes }: BookingTransition): Promise<void> {
    return this.write(id, { ...changes, status: to });
  }

  private async write(id: string, { occupied, ...fields }: BookingChanges & { status?: BookingStatus }): Promise<void> {
    await slotOnce(() => updateWhere(this.rows, { id }, occupied ? { ...fields, occupied: range(occupied) } : fields));
  }

  async linkAccountOnce(id: string, userId: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    return (await updateWhere(this.rows, { id, userId: null }, { userId })) > 0;
  }

  async occupiedBetween(from: Date, to: Date, now: Date, calendar: BookedAs): Promise<Occupation[]> {
    const rows: { from: Date; to: Date; heldUntil: Date | null }[] = await this.txHost.tx.query(
      // Held and confirmed bookings and dated courses (docs/product.md, Fear of Flying course): what the exclusion constraint keeps apart.
      `SELECT lower(o.occupied) AS "from", upper(o.occupied) AS "to",
              CASE WHEN b.status = 'held' THEN b.hold_expires_at END AS "heldUntil"
         FROM calendar_occupancy o LEFT JOIN booking b ON b.id = o.booking_id
        WHERE o.occupied && tstzrange($1, $2, '[)') AND o.calendar = $4
          AND (o.course_id IS NOT NULL OR b.status = 'confirmed' OR (b.status = 'held' AND b.hold_expires_at > $3))`,
      [from, to, now, calendar],
    );
    return rows.map((row) => ({ from: new Date(row.from), to: new Date(row.to), heldUntil: row.heldUntil && new Date(row.heldUntil) }));
  }

  async occupying(ranges: readonly TimeRange[]): Promise<Booking[]> {
    const rows = await this.rows
      .createQueryBuilder('booking')
      .where(`booking.status IN ('held', 'confirmed') AND booking.booked_as = 'slot'`)
      .andWhere(`booking.occupied && ANY(:ranges::tstzrange[])`, { ranges: ranges.map(range) })
      .orderBy('booking.starts_at', 'ASC')
      .getMany();
    return rows.map(toBooking);
  }

  async claimDueReminders(now: Date, requeueBefore: Date, limit: number): Promise<DueReminder[]> {
    // SKIP LOCKED: two sweeps at once (two workers, or a retried run) take different rows, never the same one twice.
    const [rows]: [{ id: string; starts_at: Date }[], number] = await this.txHost.tx.query(
      `UPDATE booking SET reminder_queued_at = $1
        WHERE id IN (SELECT id FROM booking
                      WHERE reminder_sent_at IS NULL AND reminder_due_at <= $1
                        AND (reminder_queued_at IS NULL OR reminder_queued_at <= $2)
                        AND status = 'confirmed' AND starts_at > $1
                      ORDER BY reminder_due_at LIMIT $3 FOR UPDATE SKIP LOCKED)
        RETURNING id, starts_at`,
      [now, requeueBefore, limit],
    );
    return rows.map((row) => ({ bookingId: row.id, startsAt: new Date(row.starts_at) }));
  }

  async markReminderSent({ bookingId, startsAt }: DueReminder, at: Date): Promise<void> {
    await this.rows
      .createQueryBuilder()
      .update()
      .set({ reminderSentAt: at })
      .where('id = :bookingId AND starts_at = :startsAt AND reminder_sent_at IS NULL', { bookingId, startsAt })
      .execute();
  }

  async voucherUses(voucherIds: readonly string[], now: Date): Promise<Booking[]> {
    if (voucherIds.length === 0) return [];
    const rows = await this.rows
      .createQueryBuilder('booking')
      .where('booking.voucher_id IN (:...voucherIds)', { voucherIds: [...voucherIds] })
      .andWhere(
        `(booking.status = 'confirmed' OR booking.voucher_forfeited OR (booking.status = 'held' AND booking.hold_expires_at > :now))`,
        { now },
      )
      .getMany();
    return rows.map(toBooking);
  }
}
