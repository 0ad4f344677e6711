import type { Client } from 'pg';
import type { ReceivedMail } from './soak-mail-sink';

/** Charged payments (the provider says succeeded) that are not exactly one confirmed booking, slot-lost booking or paid order. */
export async function lostPayments(db: Client): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(`
    SELECT t.id FROM test_payment_intent t
     WHERE t.status = 'succeeded'
       AND (SELECT count(*) FROM booking b WHERE b.payment_intent_id = t.id AND b.status IN ('confirmed', 'slot_lost'))
         + (SELECT count(*) FROM shop_order o WHERE o.payment_intent_id = t.id AND o.status = 'paid') <> 1`);
  return rows.map((row) => row.id);
}

/** Bookings confirmed or orders paid without a succeeded payment behind them. */
export async function unpaidConfirmations(db: Client): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`
    SELECT (SELECT count(*) FROM booking b WHERE b.status = 'confirmed' AND b.payment_intent_id IS NOT NULL
              AND NOT EXISTS (SELECT 1 FROM test_payment_intent t WHERE t.id = b.payment_intent_id AND t.status = 'succeeded'))
         + (SELECT count(*) FROM shop_order o WHERE o.status = 'paid'
              AND NOT EXISTS (SELECT 1 FROM test_payment_intent t WHERE t.id = o.payment_intent_id AND t.status = 'succeeded'))
           AS n`);
  return Number(rows[0].n);
}

/**
 * Reminders fall due a day before a session, never within a few minutes' run: the soak moves the due time of the
 * confirmed bookings made so far to a moment inside the run, as if their day-before had come.
 */
export async function bringRemindersDue(db: Client, withinSeconds: number): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE booking SET reminder_due_at = now() + random() * make_interval(secs => $1)
      WHERE status = 'confirmed' AND reminder_sent_at IS NULL AND reminder_due_at > now() + interval '1 hour'`,
    [withinSeconds],
  );
  return rowCount ?? 0;
}

/**
 * Confirmed bookings whose reminder went missing: due (by a margin of `graceSeconds`) but not sent to the SMTP
 * sink, or not recorded as due at all though the session is more than a day away.
 */
export async function missingReminders(db: Client, mails: readonly ReceivedMail[], graceSeconds: number): Promise<string[]> {
  const sentKeys = new Set(mails.map((mail) => mail.key));
  const { rows } = await db.query<{ id: string; starts_at: Date; due: boolean }>(
    `SELECT id, starts_at, reminder_due_at <= now() - make_interval(secs => $1) AS due FROM booking
      WHERE status = 'confirmed'
        AND (reminder_due_at <= now() - make_interval(secs => $1)
             OR (reminder_due_at IS NULL AND starts_at > now() + interval '25 hours'))`,
    [graceSeconds],
  );
  return rows
    .filter((row) => !row.due || !sentKeys.has(`booking:${row.id}:reminder:${new Date(row.starts_at).getTime()}`))
    .map((row) => row.id);
}

/**
 * What the sink received. A key that arrived twice with one Message-ID is one e-mail delivered twice on the wire
 * (the send could not be recorded: mail clients show it once); with two Message-IDs it was sent twice.
 */
export function mailFigures(mails: readonly ReceivedMail[]) {
  const idsByKey = new Map<string, string[]>();
  for (const mail of mails) idsByKey.set(mail.key, [...(idsByKey.get(mail.key) ?? []), mail.messageId]);
  const repeated = [...idsByKey].filter(([, ids]) => ids.length > 1);
  return {
    total: mails.length,
    reminders: mails.filter((mail) => mail.reminder).length,
    sentTwice: repeated.filter(([, ids]) => new Set(ids).size > 1).map(([key, ids]) => `${key} ×${ids.length}`),
    deliveredTwice: repeated.filter(([, ids]) => new Set(ids).size === 1).map(([key, ids]) => `${key} ×${ids.length}`),
  };
}

/**
 * Work the worker has not finished: outbox rows not relayed, due reminders the mailer has not taken (one queued
 * just before Redis lost it is queued again after two minutes), charged payments not yet a booking or order.
 */
export async function pendingWork(db: Client): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM outbox WHERE published_at IS NULL)
          + (SELECT count(*) FROM booking WHERE status = 'confirmed' AND reminder_sent_at IS NULL AND reminder_due_at <= now())
            AS n`,
  );
  return Number(rows[0].n) + (await lostPayments(db)).length;
}
