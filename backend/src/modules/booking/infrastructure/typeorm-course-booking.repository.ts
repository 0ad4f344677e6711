import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { In } from 'typeorm';
import type { CourseBookingRepository, CourseChanges, CourseInboxRequest, NewCourseBooking } from '../application/booking.ports';
import { containsPattern, type Page } from '../../../shared/database/like-pattern';
import type { CourseBooking, CourseStatus } from '../domain/course-booking';
import { VoucherUsedError } from '../domain/voucher-redemption';
import { CourseBookingEntity } from './course-booking.entity';
import { isUuid } from '../../../shared/uuid';
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
export class TypeOrmCourseBookingRepository implements CourseBookingRepository {
  constructor(private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>) {}

  private get rows() {
    return this.txHost.tx.getRepository(CourseBookingEntity);
  }

  async create(course: NewCourseBooking): Promise<CourseBooking> {
    const row = await this.rows.save(this.rows.create({ status: 'awaiting_payment', ...course })).catch(voucherTaken);
    return toCourse(row);
  }

  async findById(id: string): Promise<CourseBooking | null> {
    if (!isUuid(id)) return null;
    const row = await this.rows.findOneBy({ id });
    return row && toCourse(row);
  }

  async lock(id: string): Promise<CourseBooking | null> {
    if (!isUuid(id)) return null;
    const row = await this.rows
      .createQueryBuilder('course')
      .setLock('pessimistic_write')
      .where('course.id = :id', { id })
      .getOne();
    return row && toCourse(row);
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
    if (request.search?.trim()) {
      query.andWhere(
        `(course.name ILIKE :pattern OR course.email ILIKE :pattern OR course.phone ILIKE :pattern OR course.notes ILIKE :pattern)`,
        { pattern: containsPattern(request.search.trim()) },
      );
    }
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
      .where(`course.status IN ('paid', 'booked') AND upper(left(course.id::text, 8)) = upper(:reference)`, { reference })
      .getOne();
    return row?.email ?? null;
  }

  async receivedBetween(from: Date, to: Date): Promise<number> {
    const row: { pence: string } | undefined = await this.rows
      .createQueryBuilder('course')
      .select('COALESCE(SUM(course.amount_pence), 0)', 'pence')
      .where(`NOT course.is_test AND course.status IN ('paid', 'booked')`)
      .andWhere('course.paid_at >= :from AND course.paid_at < :to', { from, to })
      .getRawOne();
    return Number(row?.pence ?? 0);
  }
}
