import { Injectable } from '@nestjs/common';
import { hasReference } from '../../../shared/reference';
import { RowsRepository } from '../../../shared/database/rows-repository';
import { In } from 'typeorm';
import { lockedRowById, rowById } from '../../../shared/database/row-by-id';
import type { CourseBookingRepository, CourseChanges, CourseInboxRequest, NewCourseBooking } from '../application/booking.ports';
import { anyContains, type Page } from '../../../shared/database/like-pattern';
import type { CourseBooking, CourseStatus } from '../domain/course-booking';
import type { CourseTransition } from '../domain/course-booking-transitions';
import { VoucherUsedError } from '../domain/voucher-redemption';
import { CourseBookingEntity } from './course-booking.entity';
import { CourseTimeClosedError, CourseTimeTakenError } from '../domain/course-booking.errors';
import type { TimeRange } from '../domain/calendar';
import { queryFailure } from '../../../shared/database/sql-state';
import { CourseNoInstructorError, InstructorUnavailableError } from '../domain/instructor.errors';
import { instructorRefusal } from './instructor-refusal';

const VOUCHER_ONCE = 'UQ_course_voucher_once';
/** The one exclusion constraint over the simulator's held and booked time (the course-on-the-calendar migration). */
const OCCUPANCY = 'EX_calendar_occupancy_once';
/** Raised by the slot-closures trigger: that time is closed. */
const SLOT_CLOSED = 'SKC01';

/** The database's word that the voucher paid another course meanwhile, that the course's time is taken or closed, or that no airline pilot is free. */
function refused(error: unknown): never {
  const driverError = queryFailure(error);
  if (driverError?.code === '23505' && driverError.constraint === VOUCHER_ONCE) throw new VoucherUsedError();
  if (driverError?.code === '23P01' && driverError.constraint === OCCUPANCY) throw new CourseTimeTakenError();
  if (driverError?.code === SLOT_CLOSED) throw new CourseTimeClosedError();
  const instructor = instructorRefusal(error);
  if (instructor === 'unavailable') throw new InstructorUnavailableError();
  if (instructor) throw new CourseNoInstructorError();
  throw error;
}

const range = ({ from, to }: TimeRange) => `[${from.toISOString()},${to.toISOString()})`;

const toCourse = (row: CourseBookingEntity): CourseBooking => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  preferredDate: row.preferredDate,
  notes: row.notes,
  paymentIntentId: row.paymentIntentId,
  amountPence: row.amountPence,
  voucherId: row.voucherId,
  voucherPence: row.voucherPence,
  status: row.status,
  isTest: row.isTest,
  paidAt: row.paidAt,
  inboxStatus: row.inboxStatus,
  staffNote: row.staffNote,
  courseDate: row.courseDate,
  startTime: row.startTime,
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  cancelledAt: row.cancelledAt,
  refundPence: row.refundPence,
  refundedAt: row.refundedAt,
  voucherForfeited: row.voucherForfeited,
  inviteSequence: row.inviteSequence,
  createdAt: row.createdAt,
});

/** Fear of Flying course bookings in Postgres; joins the caller's transaction when there is one. */
@Injectable()
export class TypeOrmCourseBookingRepository extends RowsRepository(CourseBookingEntity) implements CourseBookingRepository {
  async create(course: NewCourseBooking): Promise<CourseBooking> {
    const row = await this.rows.save(this.rows.create({ status: 'awaiting_payment', ...course })).catch(refused);
    return toCourse(row);
  }

  findById(id: string): Promise<CourseBooking | null> {
    return rowById(this.rows, id, toCourse);
  }

  lock(id: string): Promise<CourseBooking | null> {
    return lockedRowById(this.rows, id, toCourse);
  }

  update(id: string, changes: CourseChanges): Promise<void> {
    return this.write(id, changes);
  }

  apply(id: string, { to, changes }: CourseTransition): Promise<void> {
    return this.write(id, { ...changes, status: to });
  }

  private async write(id: string, { occupied, ...fields }: CourseChanges & { status?: CourseStatus }): Promise<void> {
    const row = occupied === undefined ? fields : { ...fields, occupied: occupied && range(occupied) };
    await this.rows.update({ id }, row).catch(refused);
  }

  async datedBetween(fromDate: string, toDate: string): Promise<CourseBooking[]> {
    const rows = await this.rows
      .createQueryBuilder('course')
      .where(`course.status = 'booked' AND course.course_date BETWEEN :fromDate AND :toDate`, { fromDate, toDate })
      .orderBy('course.starts_at', 'ASC')
      .getMany();
    return rows.map(toCourse);
  }

  async bookedForEmail(email: string, fromDate: string | null, toDate: string): Promise<CourseBooking[]> {
    const rows = await this.rows
      .createQueryBuilder('course')
      .where(`course.status = 'booked'`)
      .andWhere('lower(course.email) = lower(:email)', { email })
      .andWhere('course.preferred_date BETWEEN coalesce(:fromDate, course.preferred_date) AND :toDate', { fromDate, toDate })
      .orderBy('course.preferred_date', 'ASC')
      .getMany();
    return rows.map(toCourse);
  }

  async listForStaff(statuses: readonly CourseStatus[], limit: number): Promise<CourseBooking[]> {
    const rows = await this.rows.find({ where: { status: In([...statuses]) }, order: { createdAt: 'DESC' }, take: limit });
    return rows.map(toCourse);
  }

  async inboxPage(request: CourseInboxRequest): Promise<Page<CourseBooking>> {
    // Awaiting a date: once staff give it one, the course is on the calendar instead.
    const query = this.rows.createQueryBuilder('course').where(`course.status IN ('paid', 'booked') AND course.course_date IS NULL`);
    if (request.status) query.andWhere('course.inbox_status = :status', { status: request.status });
    const search = request.search?.trim();
    if (search) query.andWhere(...anyContains(['course.name', 'course.email', 'course.phone', 'course.notes'], search));
    const [rows, total] = await query
      .orderBy('course.created_at', 'DESC')
      .addOrderBy('course.id', 'DESC')
      .take(request.limit)
      .getManyAndCount();
    return { items: rows.map(toCourse), total };
  }

  async voucherIdsUsed(voucherIds: readonly string[]): Promise<string[]> {
    if (voucherIds.length === 0) return [];
    const rows = await this.rows.find({
      select: { voucherId: true },
      where: [
        { voucherId: In([...voucherIds]), status: In(['paid', 'booked']) },
        { voucherId: In([...voucherIds]), voucherForfeited: true },
      ],
    });
    return rows.map((row) => row.voucherId as string);
  }

  async forEmail(email: string, limit: number): Promise<CourseBooking[]> {
    const rows = await this.rows
      .createQueryBuilder('course')
      .where(`course.status IN ('paid', 'booked') AND lower(course.email) = lower(:email)`, { email })
      .orderBy('course.created_at', 'DESC')
      .take(limit)
      .getMany();
    return rows.map(toCourse);
  }

  async emailOfReference(reference: string): Promise<string | null> {
    const row = await this.rows
      .createQueryBuilder('course')
      .where(`course.status IN ('paid', 'booked') AND ${hasReference('course', 'reference')}`, { reference })
      .getOne();
    return row?.email ?? null;
  }
}
