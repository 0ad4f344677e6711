import { Injectable } from '@nestjs/common';
import { hasReference } from '../../../shared/reference';
import { RowsRepository } from '../../../shared/database/rows-repository';
import { In } from 'typeorm';
import { lockedRowById, rowById } from '../../../shared/database/row-by-id';
import type { CourseBookingRepository, CourseChanges, CourseInboxRequest, NewCourseBooking } from '../application/booking.ports';
import { anyContains, type Page } from '../../../shared/database/like-pattern';
import type { CourseBooking, CourseStatus } from '../domain/course-booking';
import { VoucherUsedError } from '../domain/voucher-redemption';
import { CourseBookingEntity } from './course-booking.entity';
import { queryFailure } from '../../../shared/database/sql-state';

const VOUCHER_ONCE = 'UQ_course_voucher_once';

/** The database's word that the voucher paid another course meanwhile. */
function voucherTaken(error: unknown): never {
  const driverError = queryFailure(error);
  if (driverError?.code === '23505' && driverError.constraint === VOUCHER_ONCE) throw new VoucherUsedError();
  throw error;
}

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
  createdAt: row.createdAt,
});

/** Fear of Flying course bookings in Postgres; joins the caller's transaction when there is one. */
@Injectable()
export class TypeOrmCourseBookingRepository extends RowsRepository(CourseBookingEntity) implements CourseBookingRepository {
  async create(course: NewCourseBooking): Promise<CourseBooking> {
    const row = await this.rows.save(this.rows.create({ status: 'awaiting_payment', ...course })).catch(voucherTaken);
    return toCourse(row);
  }

  findById(id: string): Promise<CourseBooking | null> {
    return rowById(this.rows, id, toCourse);
  }

  lock(id: string): Promise<CourseBooking | null> {
    return lockedRowById(this.rows, 'course', id, toCourse);
  }

  async update(id: string, changes: CourseChanges): Promise<void> {
    await this.rows.update({ id }, changes).catch(voucherTaken);
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
    const query = this.rows.createQueryBuilder('course').where(`course.status IN ('paid', 'booked')`);
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
      where: { voucherId: In([...voucherIds]), status: In(['paid', 'booked']) },
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
