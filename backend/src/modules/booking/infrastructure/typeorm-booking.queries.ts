import { Injectable } from '@nestjs/common';
import { containsPattern, type Page, type PageRequest } from '../../../shared/database/like-pattern';
import { pageOfRows } from '../../../shared/database/page-of-rows';
import { RowsRepository } from '../../../shared/database/rows-repository';
import { hasReference } from '../../../shared/reference';
import type { BookingCustomer, BookingQueries } from '../application/booking.ports';
import type { Booking, BookingStatus } from '../domain/booking';
import { BookingEntity } from './booking.entity';
import { toBooking } from './typeorm-booking.repository';

/** Read-only lists of bookings in Postgres (staff's and a customer's); joins the caller's transaction when there is one. */
@Injectable()
export class TypeOrmBookingQueries extends RowsRepository(BookingEntity) implements BookingQueries {
  async listByDate(fromDate: string, toDate: string, statuses: readonly BookingStatus[]): Promise<Booking[]> {
    const rows = await this.rows
      .createQueryBuilder('booking')
      .where('booking.date BETWEEN :fromDate AND :toDate', { fromDate, toDate })
      .andWhere('booking.status IN (:...statuses)', { statuses: [...statuses] })
      .orderBy('booking.date', 'ASC')
      .addOrderBy('booking.time_slot', 'ASC')
      .addOrderBy('booking.created_at', 'ASC')
      .getMany();
    return rows.map(toBooking);
  }

  async pageByDate(fromDate: string, toDate: string, statuses: readonly BookingStatus[], request: PageRequest): Promise<Page<Booking>> {
    const query = this.rows
      .createQueryBuilder('booking')
      .where('booking.date BETWEEN :fromDate AND :toDate', { fromDate, toDate })
      .andWhere('booking.status IN (:...statuses)', { statuses: [...statuses] });
    const search = request.search?.trim();
    if (search) {
      query.andWhere(
        `(booking.name ILIKE :pattern OR booking.email ILIKE :pattern OR booking.phone ILIKE :pattern OR booking.session_name ILIKE :pattern
          OR ${hasReference('booking', 'search')})`,
        { pattern: containsPattern(search), search },
      );
    }
    query.orderBy('booking.date', 'ASC').addOrderBy('booking.time_slot', 'ASC').addOrderBy('booking.created_at', 'ASC');
    const { items, total } = await pageOfRows(query, request);
    return { items: items.map(toBooking), total };
  }

  async confirmedForCustomer(userId: string, email: string, fromDate: string, toDate: string): Promise<Booking[]> {
    const rows = await this.rows
      .createQueryBuilder('booking')
      .where(`booking.status = 'confirmed'`)
      .andWhere('booking.date BETWEEN :fromDate AND :toDate', { fromDate, toDate })
      .andWhere('(booking.user_id = :userId OR (booking.user_id IS NULL AND lower(booking.email) = lower(:email)))', {
        userId,
        email,
      })
      .orderBy('booking.date', 'ASC')
      .addOrderBy('booking.time_slot', 'ASC')
      .getMany();
    return rows.map(toBooking);
  }

  async pastForCustomer(userId: string, email: string, today: string, limit: number): Promise<Booking[]> {
    const rows = await this.rows
      .createQueryBuilder('booking')
      .where(`(booking.status IN ('cancelled', 'slot_lost') OR (booking.status = 'confirmed' AND booking.date < :today))`, {
        today,
      })
      .andWhere('(booking.user_id = :userId OR (booking.user_id IS NULL AND lower(booking.email) = lower(:email)))', {
        userId,
        email,
      })
      .orderBy('booking.date', 'DESC')
      .addOrderBy('booking.time_slot', 'DESC')
      .take(limit)
      .getMany();
    return rows.map(toBooking);
  }

  async forEmail(email: string, limit: number): Promise<Booking[]> {
    const rows = await this.rows
      .createQueryBuilder('booking')
      .where(`booking.status IN ('confirmed', 'cancelled', 'slot_lost') AND lower(booking.email) = lower(:email)`, { email })
      .orderBy('booking.date', 'DESC')
      .addOrderBy('booking.time_slot', 'DESC')
      .take(limit)
      .getMany();
    return rows.map(toBooking);
  }

  async customerPage(request: PageRequest): Promise<Page<BookingCustomer>> {
    const search = request.search?.trim() ?? '';
    // A phone number matches by its digits, however it was typed or stored.
    const digits = search.replace(/\D/g, '');
    const rows: (BookingCustomer & { total: string })[] = await this.rows.query(
      `WITH kept AS (
         SELECT * FROM booking WHERE status IN ('confirmed', 'cancelled', 'slot_lost')
       ), customer AS (
         SELECT DISTINCT ON (lower(email)) lower(email) AS key, email, name, phone
           FROM kept ORDER BY lower(email), created_at DESC
       ), counted AS (
         SELECT lower(email) AS key, count(*)::int AS bookings, max(created_at) AS "lastBookedAt" FROM kept GROUP BY 1
       ), matched AS (
         SELECT DISTINCT lower(email) AS key FROM kept
          WHERE $1 = '' OR name ILIKE $2 OR email ILIKE $2
             OR (length($3) >= 4 AND regexp_replace(phone, '\\D', '', 'g') LIKE '%' || $3 || '%')
             OR upper(left(id::text, 8)) = upper($1)
       )
       SELECT customer.email, customer.name, customer.phone, counted.bookings, counted."lastBookedAt", count(*) OVER () AS total
         FROM customer JOIN counted USING (key) JOIN matched USING (key)
        ORDER BY counted."lastBookedAt" DESC, customer.email
        LIMIT $4 OFFSET $5`,
      [search, containsPattern(search), digits, request.pageSize, (request.page - 1) * request.pageSize],
    );
    return { items: rows.map(({ total: _total, ...customer }) => customer), total: Number(rows[0]?.total ?? 0) };
  }

  async emailOfReference(reference: string): Promise<string | null> {
    const row = await this.rows
      .createQueryBuilder('booking')
      .where(
        `booking.status IN ('confirmed', 'cancelled', 'slot_lost') AND ${hasReference('booking', 'reference')}`,
        { reference },
      )
      .getOne();
    return row?.email ?? null;
  }
}
