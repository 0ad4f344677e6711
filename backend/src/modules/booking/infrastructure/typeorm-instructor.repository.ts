import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import type { InstructorRepository } from '../application/instructor.ports';
import type { InstructorDay } from '../domain/instructor-duty';

interface Span {
  from: string;
  to: string;
  heldUntil?: string | null;
}

interface DayRow {
  date: string;
  id: string;
  teaches: string[];
  rosteredFrom: Date | null;
  rosteredTo: Date | null;
  leave: Span[];
  busy: Span[];
}

const span = ({ from, to }: Span) => ({ from: new Date(from), to: new Date(to) });

/** Instructors, their qualifications, rosters, leave and teaching time in Postgres (the instructors migration). */
@Injectable()
export class TypeOrmInstructorRepository implements InstructorRepository {
  constructor(private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>) {}

  async onDays(fromDate: string, toDate: string): Promise<Map<string, InstructorDay[]>> {
    const rows: DayRow[] = await this.txHost.tx.query(
      `WITH day AS (
         SELECT d::date AS d, tstzrange(d::date::timestamp AT TIME ZONE 'Europe/London', (d::date + 1)::timestamp AT TIME ZONE 'Europe/London') AS span
           FROM generate_series($1::date, $2::date, interval '1 day') d
       )
       SELECT to_char(day.d, 'YYYY-MM-DD') AS date, i.id,
              ARRAY(SELECT q.experience_id FROM instructor_qualification q WHERE q.instructor_id = i.id) AS teaches,
              (day.d + r.starts) AT TIME ZONE 'Europe/London' AS "rosteredFrom",
              (day.d + r.ends) AT TIME ZONE 'Europe/London' AS "rosteredTo",
              COALESCE((SELECT json_agg(json_build_object('from', lower(l.period), 'to', upper(l.period)))
                          FROM instructor_leave l WHERE l.instructor_id = i.id AND l.period && day.span), '[]') AS leave,
              COALESCE((SELECT json_agg(json_build_object('from', lower(o.occupied), 'to', upper(o.occupied),
                                                          'heldUntil', CASE WHEN b.status = 'held' THEN b.hold_expires_at END))
                          FROM instructor_occupancy o LEFT JOIN booking b ON b.id = o.booking_id
                         WHERE o.instructor_id = i.id AND o.occupied && day.span), '[]') AS busy
         FROM day CROSS JOIN instructor i
         LEFT JOIN instructor_roster r ON r.instructor_id = i.id AND r.weekday = extract(isodow FROM day.d)
        WHERE i.active
        ORDER BY day.d, i.position, i.id`,
      [fromDate, toDate],
    );
    const days = new Map<string, InstructorDay[]>();
    for (const row of rows) {
      const day = days.get(row.date) ?? [];
      day.push({
        id: row.id,
        teaches: row.teaches,
        rostered: row.rosteredFrom && row.rosteredTo ? { from: new Date(row.rosteredFrom), to: new Date(row.rosteredTo) } : null,
        leave: row.leave.map(span),
        busy: row.busy.map((taken) => ({ ...span(taken), heldUntil: taken.heldUntil ? new Date(taken.heldUntil) : null })),
      });
      days.set(row.date, day);
    }
    return days;
  }
}
