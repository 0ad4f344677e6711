import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import type { InstructorRepository, LessonKind } from '../application/instructor.ports';
import type { Instructor, InstructorDetails, Leave } from '../domain/instructor';
import type { InstructorDay } from '../domain/instructor-duty';
import { queryFailure } from '../../../shared/database/sql-state';
import {
  InstructorDetailsRefusedError,
  InstructorNotFoundError,
  InstructorTakenError,
  InstructorUnavailableError,
} from '../domain/instructor.errors';
import { type Lesson, type LessonPaymentFacts, lessonPayment } from '../domain/lesson';
import { EXPERIENCE_LEVELS } from '../domain/booking';
import { instructorRefusal } from './instructor-refusal';

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

const INSTRUCTOR_COLUMNS = `i.id, i.name, i.user_id AS "userId", i.active,
  ARRAY(SELECT q.experience_id FROM instructor_qualification q WHERE q.instructor_id = i.id ORDER BY q.experience_id) AS teaches,
  COALESCE((SELECT json_agg(json_build_object('weekday', r.weekday, 'starts', to_char(r.starts, 'HH24:MI'), 'ends', to_char(r.ends, 'HH24:MI'))
              ORDER BY r.weekday) FROM instructor_roster r WHERE r.instructor_id = i.id), '[]') AS roster`;

const LEAVE_COLUMNS = `l.id, l.instructor_id AS "instructorId", lower(l.period) AS "from", upper(l.period) AS "to", l.reason`;

/** A lesson's table, what it teaches and the statuses in which it keeps an instructor. */
const LESSON_TABLE: Record<LessonKind, { table: string; experience: string; teaching: string }> = {
  booking: { table: 'booking', experience: 't.session_type', teaching: `('held', 'confirmed')` },
  course: { table: 'fear_of_flying_booking', experience: `'fear-of-flying'`, teaching: `('booked')` },
};

/** A lesson as read, with the facts its payment is read from instead of the payment. */
type LessonRow = Omit<Lesson, 'payment'> & LessonPaymentFacts;

/** Instructors, their qualifications, rosters, leave and teaching time in Postgres (the instructors migration). */
@Injectable()
export class TypeOrmInstructorRepository implements InstructorRepository {
  constructor(private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>) {}

  async onDays(fromDate: string, toDate: string): Promise<Map<string, InstructorDay[]>> {
    const rows: DayRow[] = await this.txHost.tx.query(
      `WITH day AS (
         SELECT d, tstzrange(d::timestamp AT TIME ZONE 'Europe/London', (d + 1)::timestamp AT TIME ZONE 'Europe/London') AS span
           -- A series of integers, whose length the planner knows (one of dates it guesses at 1,000 rows)
           FROM (SELECT $1::date + n AS d FROM generate_series(0, $2::date - $1::date) n) AS days
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

  list(): Promise<Instructor[]> {
    return this.txHost.tx.query(`SELECT ${INSTRUCTOR_COLUMNS} FROM instructor i ORDER BY i.active DESC, i.position, i.name`);
  }

  async findById(id: string): Promise<Instructor | null> {
    const [row] = await this.txHost.tx.query(`SELECT ${INSTRUCTOR_COLUMNS} FROM instructor i WHERE i.id = $1`, [id]);
    return row ?? null;
  }

  async findByUser(userId: string): Promise<Instructor | null> {
    const [row] = await this.txHost.tx.query(`SELECT ${INSTRUCTOR_COLUMNS} FROM instructor i WHERE i.user_id = $1`, [userId]);
    return row ?? null;
  }

  async save(id: string | null, details: InstructorDetails): Promise<string> {
    try {
      return await this.write(id, details);
    } catch (error) {
      const failure = queryFailure(error);
      // Another instructor signs in with that account (23505), or no such account or experience (23503).
      if (failure?.code === '23505' || failure?.code === '23503') throw new InstructorDetailsRefusedError();
      throw error;
    }
  }

  private async write(id: string | null, details: InstructorDetails): Promise<string> {
    const db = this.txHost.tx;
    // An UPDATE answers [rows, count], an INSERT its rows.
    const [row] = id
      ? (
          (await db.query(`UPDATE instructor SET name = $2, user_id = $3, active = $4 WHERE id = $1 RETURNING id`, [
            id,
            details.name,
            details.userId,
            details.active,
          ])) as [{ id: string }[], number]
        )[0]
      : ((await db.query(
          `INSERT INTO instructor (name, user_id, active, position) VALUES ($1, $2, $3, (SELECT coalesce(max(position), -1) + 1 FROM instructor)) RETURNING id`,
          [details.name, details.userId, details.active],
        )) as { id: string }[]);
    if (!row) throw new InstructorNotFoundError();
    await db.query(`DELETE FROM instructor_qualification WHERE instructor_id = $1`, [row.id]);
    await db.query(`INSERT INTO instructor_qualification SELECT $1, e FROM unnest($2::text[]) e`, [row.id, details.teaches]);
    await db.query(`DELETE FROM instructor_roster WHERE instructor_id = $1`, [row.id]);
    await db.query(
      `INSERT INTO instructor_roster SELECT $1, d.weekday, d.starts::time, d.ends::time
         FROM json_to_recordset($2::json) AS d(weekday smallint, starts text, ends text)`,
      [row.id, JSON.stringify(details.roster)],
    );
    return row.id;
  }

  async leaveAhead(now: Date): Promise<Leave[]> {
    return this.txHost.tx.query(
      `SELECT ${LEAVE_COLUMNS} FROM instructor_leave l WHERE upper(l.period) > $1 ORDER BY lower(l.period)`,
      [now],
    );
  }

  async findLeave(id: string): Promise<Leave | null> {
    const [row] = await this.txHost.tx.query(`SELECT ${LEAVE_COLUMNS} FROM instructor_leave l WHERE l.id = $1`, [id]);
    return row ?? null;
  }

  async addLeave(instructorId: string, from: Date, to: Date, reason: string, by: string): Promise<Leave> {
    const [row] = await this.txHost.tx.query(
      `INSERT INTO instructor_leave AS l (instructor_id, period, reason, created_by) VALUES ($1, tstzrange($2, $3), $4, $5) RETURNING ${LEAVE_COLUMNS}`,
      [instructorId, from, to, reason, by],
    );
    return row;
  }

  async removeLeave(id: string): Promise<void> {
    await this.txHost.tx.query(`DELETE FROM instructor_leave WHERE id = $1`, [id]);
  }

  async lessons(from: Date, to: Date, instructorId: string | null): Promise<Lesson[]> {
    const rows: LessonRow[] = await this.txHost.tx.query(
      `SELECT CASE WHEN o.booking_id IS NULL THEN 'course' ELSE 'booking' END AS kind, coalesce(o.booking_id, o.course_id) AS id,
              i.id AS "instructorId", i.name AS "instructorName", lower(o.occupied) AS "startsAt",
              coalesce(b.ends_at, c.ends_at) AS "endsAt", coalesce(b.session_name, 'Fear of Flying Course') AS "experienceName",
              coalesce(b.name, c.name) AS "customerName", b.participant_name AS "participantName", coalesce(b.party_size, 1) AS "partySize",
              b.experience_level AS "experienceLevel", coalesce(b.notes, c.notes) AS notes, coalesce(b.status, c.status) AS status,
              b.payment_method AS "paymentMethod", b.cash_received_at AS "cashReceivedAt", coalesce(b.amount_due_pence, 0) AS "amountDuePence"
         FROM instructor_occupancy o
         JOIN instructor i ON i.id = o.instructor_id
         LEFT JOIN booking b ON b.id = o.booking_id
         LEFT JOIN fear_of_flying_booking c ON c.id = o.course_id
        WHERE o.occupied && tstzrange($1, $2) AND ($3::uuid IS NULL OR o.instructor_id = $3)
          AND (b.status IS DISTINCT FROM 'held' OR b.hold_expires_at > now())
        ORDER BY lower(o.occupied), i.position`,
      [from, to, instructorId],
    );
    return rows.map(({ status, paymentMethod, cashReceivedAt, amountDuePence, experienceLevel, ...lesson }) => ({
      ...lesson,
      experienceLevel: EXPERIENCE_LEVELS.find((level) => level.value === experienceLevel)?.label ?? experienceLevel,
      payment: lessonPayment({ status, paymentMethod, cashReceivedAt, amountDuePence }),
    }));
  }

  candidates(kind: LessonKind, id: string): Promise<{ id: string; name: string }[]> {
    const { table, experience } = LESSON_TABLE[kind];
    const [booking, course] = kind === 'booking' ? ['t.id', 'NULL'] : ['NULL', 't.id'];
    return this.txHost.tx.query(
      `SELECT i.id, i.name FROM ${table} t, instructor i
        WHERE t.id = $1 AND t.occupied IS NOT NULL AND i.id IS DISTINCT FROM t.instructor_id
          AND instructor_teaches(i.id, ${experience}, t.occupied) AND instructor_free(i.id, t.occupied, ${booking}, ${course})
        ORDER BY i.position, i.name`,
      [id],
    );
  }

  async reassign(kind: LessonKind, id: string, instructorId: string): Promise<boolean> {
    const { table, teaching } = LESSON_TABLE[kind];
    try {
      const [rows] = (await this.txHost.tx.query(
        `UPDATE ${table} SET instructor_id = $2 WHERE id = $1 AND status IN ${teaching} AND occupied IS NOT NULL RETURNING id`,
        [id, instructorId],
      )) as [unknown[], number];
      return rows.length === 1;
    } catch (error) {
      const refusal = instructorRefusal(error);
      if (refusal === 'taken') throw new InstructorTakenError();
      if (refusal) throw new InstructorUnavailableError();
      throw error;
    }
  }
}
