import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { In } from 'typeorm';
import type { CourseBookingRepository, CourseChanges } from '../application/booking.ports';
import type { CourseBooking, CourseStatus } from '../domain/course-booking';
import { CourseBookingEntity } from './course-booking.entity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const toCourse = (row: CourseBookingEntity): CourseBooking => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  preferredDate: row.preferredDate,
  notes: row.notes,
  paymentIntentId: row.paymentIntentId,
  amountPence: row.amountPence,
  status: row.status,
  isTest: row.isTest,
  paidAt: row.paidAt,
  createdAt: row.createdAt,
});

/** Fear of Flying course bookings in Postgres; joins the caller's transaction when there is one. */
@Injectable()
export class TypeOrmCourseBookingRepository implements CourseBookingRepository {
  constructor(private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>) {}

  private get rows() {
    return this.txHost.tx.getRepository(CourseBookingEntity);
  }

  async create(course: { name: string; email: string; amountPence: number }): Promise<CourseBooking> {
    const row = await this.rows.save(this.rows.create({ ...course, status: 'awaiting_payment' }));
    return toCourse(row);
  }

  async findById(id: string): Promise<CourseBooking | null> {
    if (!UUID.test(id)) return null;
    const row = await this.rows.findOneBy({ id });
    return row && toCourse(row);
  }

  async lock(id: string): Promise<CourseBooking | null> {
    if (!UUID.test(id)) return null;
    const row = await this.rows.createQueryBuilder('course').setLock('pessimistic_write').where('course.id = :id', { id }).getOne();
    return row && toCourse(row);
  }

  async update(id: string, changes: CourseChanges): Promise<void> {
    await this.rows.update({ id }, changes);
  }

  async bookedForEmail(email: string, fromDate: string, toDate: string): Promise<CourseBooking[]> {
    const rows = await this.rows
      .createQueryBuilder('course')
      .where(`course.status = 'booked'`)
      .andWhere('lower(course.email) = lower(:email)', { email })
      .andWhere('course.preferred_date BETWEEN :fromDate AND :toDate', { fromDate, toDate })
      .orderBy('course.preferred_date', 'ASC')
      .getMany();
    return rows.map(toCourse);
  }

  async listForStaff(statuses: readonly CourseStatus[], limit: number): Promise<CourseBooking[]> {
    const rows = await this.rows.find({ where: { status: In([...statuses]) }, order: { createdAt: 'DESC' }, take: limit });
    return rows.map(toCourse);
  }
}
