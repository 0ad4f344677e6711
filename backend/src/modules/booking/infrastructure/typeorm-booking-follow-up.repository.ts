import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import type { BookingFollowUpRepository, ClaimedFollowUp, HoldRecoveryRules } from '../application/booking-follow-up.ports';
import { REVIEW_REQUEST_TIME, type FollowUpKind } from '../domain/follow-ups';

/** The customer of booking `b` came back after placing it: another hold or booking of the address since, one confirmed since, or a course paid since. */
const CAME_BACK = `(
  EXISTS (SELECT 1 FROM booking o WHERE lower(o.email) = lower(b.email) AND o.id <> b.id
            AND (o.created_at > b.created_at OR o.confirmed_at > b.created_at))
  OR EXISTS (SELECT 1 FROM fear_of_flying_booking c WHERE lower(c.email) = lower(b.email) AND c.paid_at > b.created_at))`;

/** 09:00 London on the day after the session (domain/follow-ups.ts, reviewRequestTime), as SQL over booking `b`. */
const REVIEW_MOMENT = `(((b.date + 1) + $4::time) AT TIME ZONE 'Europe/London')`;

/** Follow-up rows in Postgres (`booking_follow_up`); the primary key (booking, kind) makes each claim once. Joins the caller's transaction. */
@Injectable()
export class TypeOrmBookingFollowUpRepository implements BookingFollowUpRepository {
  constructor(private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>) {}

  async claimHoldRecoveries({ now, expiredBy, expiredAfter, lastSentAfter }: HoldRecoveryRules, limit: number): Promise<string[]> {
    // Two sweeps at once insert the same key: the second waits for the first's commit, then inserts nothing.
    return this.claimed(
      `INSERT INTO booking_follow_up (booking_id, kind, queued_at)
       SELECT b.id, 'hold-recovery', $1::timestamptz FROM booking b
        WHERE b.status = 'expired' AND b.email_opt_in_at IS NOT NULL
          AND b.hold_expires_at <= $2 AND b.hold_expires_at > $3 AND b.starts_at > $1
          AND NOT ${CAME_BACK}
          AND NOT EXISTS (SELECT 1 FROM booking_follow_up f JOIN booking o ON o.id = f.booking_id
                           WHERE f.kind = 'hold-recovery' AND lower(o.email) = lower(b.email)
                             AND (f.booking_id = b.id OR (f.queued_at > $4 AND f.dropped_at IS NULL)))
        ORDER BY b.hold_expires_at LIMIT $5
       ON CONFLICT DO NOTHING RETURNING booking_id`,
      [now, expiredBy, expiredAfter, lastSentAfter, limit],
    );
  }

  async claimReviewRequests(now: Date, askedAfter: Date, limit: number): Promise<string[]> {
    return this.claimed(
      `INSERT INTO booking_follow_up (booking_id, kind, queued_at)
       SELECT b.id, 'review-request', $1::timestamptz FROM booking b
        WHERE b.status = 'confirmed' AND b.attendance IS DISTINCT FROM 'no_show'
          AND b.date BETWEEN ($2::timestamptz AT TIME ZONE 'Europe/London')::date - 1 AND ($1::timestamptz AT TIME ZONE 'Europe/London')::date
          AND ${REVIEW_MOMENT} <= $1 AND ${REVIEW_MOMENT} > $2
          AND NOT EXISTS (SELECT 1 FROM booking_follow_up f WHERE f.booking_id = b.id AND f.kind = 'review-request')
        ORDER BY b.starts_at LIMIT $3
       ON CONFLICT DO NOTHING RETURNING booking_id`,
      [now, askedAfter, limit, REVIEW_REQUEST_TIME],
    );
  }

  async requeue(kind: FollowUpKind, now: Date, requeueBefore: Date, limit: number): Promise<string[]> {
    // SKIP LOCKED: two sweeps at once requeue different rows.
    const [rows]: [{ booking_id: string }[], number] = await this.txHost.tx.query(
      `UPDATE booking_follow_up SET queued_at = $2
        WHERE kind = $1 AND booking_id IN (
          SELECT booking_id FROM booking_follow_up
           WHERE kind = $1 AND sent_at IS NULL AND dropped_at IS NULL AND queued_at <= $3
           ORDER BY queued_at LIMIT $4 FOR UPDATE SKIP LOCKED)
        RETURNING booking_id`,
      [kind, now, requeueBefore, limit],
    );
    return rows.map((row) => row.booking_id);
  }

  async settle({ bookingId, kind }: ClaimedFollowUp, at: Date, outcome: 'sent' | 'dropped'): Promise<void> {
    const column = outcome === 'sent' ? 'sent_at' : 'dropped_at';
    await this.txHost.tx.query(
      `UPDATE booking_follow_up SET ${column} = $3
        WHERE booking_id = $1 AND kind = $2 AND sent_at IS NULL AND dropped_at IS NULL`,
      [bookingId, kind, at],
    );
  }

  async cameBack(bookingId: string): Promise<boolean> {
    const [row]: { came_back: boolean }[] = await this.txHost.tx.query(
      `SELECT ${CAME_BACK} AS came_back FROM booking b WHERE b.id = $1`,
      [bookingId],
    );
    return row?.came_back ?? false;
  }

  async reviewsRequested(bookingIds: readonly string[]): Promise<Map<string, Date>> {
    if (bookingIds.length === 0) return new Map();
    const rows: { booking_id: string; sent_at: Date }[] = await this.txHost.tx.query(
      `SELECT booking_id, sent_at FROM booking_follow_up
        WHERE kind = 'review-request' AND sent_at IS NOT NULL AND booking_id = ANY($1::uuid[])`,
      [[...bookingIds]],
    );
    return new Map(rows.map((row) => [row.booking_id, new Date(row.sent_at)]));
  }

  /** Runs an INSERT … RETURNING booking_id. */
  private async claimed(sql: string, parameters: unknown[]): Promise<string[]> {
    const rows: { booking_id: string }[] = await this.txHost.tx.query(sql, parameters);
    return rows.map((row) => row.booking_id);
  }
}
