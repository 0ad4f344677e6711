import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { type Anonymised, type DataSubject, type PersonalDataHolder, UpcomingBookingsError } from '../../account/account.public';
import { referenceOf } from '../../../shared/reference';
import { londonDateOf } from '../domain/calendar';
import { BookingEntity } from './booking.entity';
import { CourseBookingEntity } from './course-booking.entity';

const OF_SUBJECT = '(booking.user_id = :userId OR lower(booking.email) = lower(:email))';

/** The account module's PersonalDataHolder for simulator bookings, Fear of Flying courses and the waitlist. */
@Injectable()
export class BookingPersonalDataAdapter implements PersonalDataHolder {
  readonly area = 'bookings';

  constructor(private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>) {}

  private get bookings() {
    return this.txHost.tx.getRepository(BookingEntity);
  }

  private get courses() {
    return this.txHost.tx.getRepository(CourseBookingEntity);
  }

  async exportFor(subject: DataSubject): Promise<unknown> {
    const [sessions, courses, waitlist] = await Promise.all([
      this.bookings.createQueryBuilder('booking').where(OF_SUBJECT, subject).orderBy('booking.starts_at', 'ASC').getMany(),
      this.courses
        .createQueryBuilder('course')
        .where('lower(course.email) = lower(:email)', subject)
        .orderBy('course.created_at', 'ASC')
        .getMany(),
      this.txHost.tx.query(
        `SELECT name, email, phone, session_type AS "sessionType", dates::text[] AS dates, times::text[] AS times, status, created_at AS "joinedAt"
           FROM waitlist_entry WHERE lower(email) = lower($1) ORDER BY created_at`,
        [subject.email],
      ) as Promise<Record<string, unknown>[]>,
    ]);
    return {
      sessions: sessions.map((booking) => ({
        reference: referenceOf(booking.id),
        session: booking.sessionName,
        date: booking.date,
        timeSlot: booking.timeSlot,
        status: booking.status,
        name: booking.name,
        email: booking.email,
        phone: booking.phone,
        experienceLevel: booking.experienceLevel,
        notes: booking.notes,
        pricePence: booking.totalPrice,
        voucherPence: booking.voucherPence,
        refundPence: booking.refundPence,
        bookedAt: booking.createdAt.toISOString(),
      })),
      fearOfFlyingCourses: courses.map((course) => ({
        reference: referenceOf(course.id),
        preferredDate: course.preferredDate,
        status: course.status,
        name: course.name,
        email: course.email,
        phone: course.phone,
        notes: course.notes,
        pricePence: course.amountPence,
        bookedAt: course.createdAt.toISOString(),
      })),
      waitlist,
    };
  }

  async assertErasable(subject: DataSubject, now: Date): Promise<void> {
    const upcomingSession = await this.bookings
      .createQueryBuilder('booking')
      .where(OF_SUBJECT, subject)
      .andWhere(`booking.status IN ('held', 'confirmed') AND booking.ends_at > :now`, { now })
      .getExists();
    const upcomingCourse = await this.courses
      .createQueryBuilder('course')
      .where('lower(course.email) = lower(:email)', subject)
      // A dated course is upcoming until it ends; one awaiting its date, while its preferred date (if any) is not past.
      .andWhere(
        `course.status = 'booked' AND CASE WHEN course.ends_at IS NOT NULL THEN course.ends_at > :now
                                           ELSE course.preferred_date IS NULL OR course.preferred_date >= :today END`,
        { now, today: londonDateOf(now) },
      )
      .getExists();
    if (upcomingSession || upcomingCourse) throw new UpcomingBookingsError();
  }

  async erase(subject: DataSubject, anonymised: Anonymised): Promise<void> {
    await this.bookings
      .createQueryBuilder()
      .update()
      .set({ name: anonymised.name, email: anonymised.email, phone: '', notes: null })
      .where('(user_id = :userId OR lower(email) = lower(:email))', subject)
      .execute();
    await this.courses
      .createQueryBuilder()
      .update()
      .set({
        name: anonymised.name,
        email: anonymised.email,
        phone: () => `CASE WHEN phone IS NULL THEN NULL ELSE '' END`,
        notes: null,
      })
      .where('lower(email) = lower(:email)', subject)
      .execute();
    // A waitlist entry is only there to e-mail the person: it goes (with its offers; their holds are bookings, above).
    await this.txHost.tx.query(`DELETE FROM waitlist_entry WHERE lower(email) = lower($1)`, [subject.email]);
  }
}
