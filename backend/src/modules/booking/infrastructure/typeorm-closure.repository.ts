import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import type { ClosureRepository } from '../application/closure.ports';
import type { SlotTime, TimeRange } from '../domain/calendar';
import type { PlannedClosure, SlotClosure } from '../domain/closure';
import type { DayClosedByDefault } from '../domain/closed-by-default';
import { AlreadyClosedError } from '../domain/closure.errors';
import { isUuid } from '../../../shared/uuid';
import { queryFailure } from '../../../shared/database/sql-state';

const EXCLUSION = 'EX_slot_closures_once';

interface ClosureRow {
  id: string;
  date: string;
  time_slot: SlotTime | null;
  from: Date;
  to: Date;
  reason: string;
  created_by: string;
  created_at: Date;
}

const COLUMNS = `id, date::text AS date, time_slot, lower(occupied) AS "from", upper(occupied) AS "to", reason, created_by, created_at`;

const toClosure = (row: ClosureRow): SlotClosure => ({
  id: row.id,
  date: row.date,
  timeSlot: row.time_slot,
  occupied: { from: new Date(row.from), to: new Date(row.to) },
  reason: row.reason,
  createdBy: row.created_by,
  createdAt: new Date(row.created_at),
});

/** Slot closures in Postgres (table slot_closures); joins the caller's transaction when there is one. */
@Injectable()
export class TypeOrmClosureRepository implements ClosureRepository {
  constructor(private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>) {}

  async lockDay(date: string): Promise<void> {
    await this.txHost.tx.query(`SELECT lock_calendar_day($1::date)`, [date]);
  }

  async insert(closures: readonly PlannedClosure[], createdBy: string): Promise<SlotClosure[]> {
    try {
      const rows: ClosureRow[] = await this.txHost.tx.query(
        `INSERT INTO slot_closures (date, time_slot, occupied, reason, created_by)
         SELECT c.date, c.time_slot, tstzrange(c.from, c.to, '[)'), c.reason, $2
           FROM jsonb_to_recordset($1::jsonb) AS c(date date, time_slot text, "from" timestamptz, "to" timestamptz, reason text)
         RETURNING ${COLUMNS}`,
        [
          JSON.stringify(
            closures.map(({ date, timeSlot, occupied, reason }) => ({
              date,
              time_slot: timeSlot,
              from: occupied.from,
              to: occupied.to,
              reason,
            })),
          ),
          createdBy,
        ],
      );
      return rows.map(toClosure);
    } catch (error) {
      const driverError = queryFailure(error);
      if (driverError?.code === '23P01' && driverError.constraint === EXCLUSION) throw new AlreadyClosedError();
      throw error;
    }
  }

  async listFrom(fromDate: string): Promise<SlotClosure[]> {
    const rows: ClosureRow[] = await this.txHost.tx.query(
      `SELECT ${COLUMNS} FROM slot_closures WHERE date >= $1::date ORDER BY date, time_slot NULLS FIRST, created_at`,
      [fromDate],
    );
    return rows.map(toClosure);
  }

  async closedBetween(from: Date, to: Date): Promise<TimeRange[]> {
    const rows: { from: Date; to: Date }[] = await this.txHost.tx.query(
      `SELECT lower(occupied) AS "from", upper(occupied) AS "to" FROM slot_closures WHERE occupied && tstzrange($1, $2, '[)')
       UNION ALL
       SELECT day::timestamp AT TIME ZONE 'Europe/London', (day + 1)::timestamp AT TIME ZONE 'Europe/London'
         FROM (SELECT generate_series(
                 ($1::timestamptz AT TIME ZONE 'Europe/London')::date, ($2::timestamptz AT TIME ZONE 'Europe/London')::date, interval '1 day'
               )::date AS day) AS days
        WHERE closed_by_default(day)`,
      [from, to],
    );
    return rows.map((row) => ({ from: new Date(row.from), to: new Date(row.to) }));
  }

  async delete(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const [, count]: [unknown, number] = await this.txHost.tx.query(`DELETE FROM slot_closures WHERE id = $1`, [id]);
    return count > 0;
  }

  async daysClosedByDefault(dates: readonly string[]): Promise<DayClosedByDefault[]> {
    const rows: { date: string; opened_by: string | null; opened_at: Date | null }[] = await this.txHost.tx.query(
      `SELECT day::text AS date, o.opened_by, o.opened_at
         FROM unnest($1::date[]) AS day LEFT JOIN opened_days o ON o.date = day
        ORDER BY day`,
      [dates],
    );
    return rows.map((row) => ({
      date: row.date,
      openedBy: row.opened_by,
      openedAt: row.opened_at ? new Date(row.opened_at) : null,
    }));
  }

  async openDay(date: string, openedBy: string): Promise<void> {
    await this.txHost.tx.query(`INSERT INTO opened_days (date, opened_by) VALUES ($1, $2) ON CONFLICT (date) DO NOTHING`, [
      date,
      openedBy,
    ]);
  }

  async closeOpenedDay(date: string): Promise<boolean> {
    const [, count]: [unknown, number] = await this.txHost.tx.query(`DELETE FROM opened_days WHERE date = $1`, [date]);
    return count > 0;
  }
}
