import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { queryFailure } from '../../../shared/database/sql-state';
import { isUuid } from '../../../shared/uuid';
import { OfferTakenError, type WaitlistEntry, type WaitlistOffer } from '../domain/waitlist';
import type { EndedOffer, NewWaitlistEntry, NewWaitlistOffer, WaitlistRepository, WaitlistRow } from '../application/waitlist.ports';

const ENTRY = `e.id, e.token, e.name, e.email, e.phone, e.experience_level AS "experienceLevel", e.participant_name AS "participantName",
  e.age_rules_confirmed_at AS "ageRulesConfirmedAt", e.session_type AS "sessionType", e.option_id AS "optionId",
  e.party_size AS "partySize", e.dates::text[] AS dates, e.times::text[] AS times, e.status, e.created_at AS "createdAt", e.ended_at AS "endedAt"`;
const OFFER = `o.id, o.token, o.entry_id AS "entryId", o.booking_id AS "bookingId", o.date::text AS date, o.time_slot AS "timeSlot",
  o.offered_at AS "offeredAt", o.expires_at AS "expiresAt", o.status, o.ended_at AS "endedAt"`;

/** The waitlist in Postgres (plain SQL: its arrays and the offer sweep's joined update read best so); joins the caller's transaction. */
@Injectable()
export class PostgresWaitlistRepository implements WaitlistRepository {
  constructor(private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>) {}

  private query<T>(sql: string, parameters: unknown[] = []): Promise<T[]> {
    return this.txHost.tx.query(sql, parameters);
  }

  async insertEntry(entry: NewWaitlistEntry): Promise<WaitlistEntry> {
    const [row] = await this.query<{ id: string }>(
      `INSERT INTO waitlist_entry (name, email, phone, experience_level, participant_name, age_rules_confirmed_at, session_type, option_id, party_size, dates, times)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::date[], $11::varchar(5)[]) RETURNING id`,
      [entry.name, entry.email, entry.phone, entry.experienceLevel, entry.participantName, entry.ageRulesConfirmedAt, entry.sessionType,
        entry.optionId, entry.partySize, entry.dates, entry.times],
    );
    return (await this.entryById(row.id)) as WaitlistEntry;
  }

  async entryById(id: string): Promise<WaitlistEntry | null> {
    const [row] = await this.query<WaitlistEntry>(`SELECT ${ENTRY} FROM waitlist_entry e WHERE e.id = $1`, [id]);
    return row ?? null;
  }

  async entryByToken(token: string): Promise<WaitlistEntry | null> {
    if (!isUuid(token)) return null;
    const [row] = await this.query<WaitlistEntry>(`SELECT ${ENTRY} FROM waitlist_entry e WHERE e.token = $1`, [token]);
    return row ?? null;
  }

  async markLeft(id: string, now: Date): Promise<void> {
    await this.query(`UPDATE waitlist_entry SET status = 'left', ended_at = $2 WHERE id = $1 AND status IN ('waiting', 'offered')`, [id, now]);
  }

  async waitedDays(today: string): Promise<string[]> {
    const rows = await this.query<{ day: string }>(
      `SELECT DISTINCT day::text AS day FROM waitlist_entry, unnest(dates) AS day WHERE status = 'waiting' AND day >= $1::date ORDER BY day`,
      [today],
    );
    return rows.map((row) => row.day);
  }

  waitingOn(date: string): Promise<WaitlistEntry[]> {
    return this.query<WaitlistEntry>(
      `SELECT ${ENTRY} FROM waitlist_entry e WHERE e.status = 'waiting' AND $1::date = ANY(e.dates) ORDER BY e.created_at, e.id`,
      [date],
    );
  }

  async lockDay(date: string): Promise<void> {
    await this.query(`SELECT pg_advisory_xact_lock(hashtext('waitlist-offer'), hashtext($1))`, [date]);
  }

  async insertOffer(offer: NewWaitlistOffer): Promise<WaitlistOffer> {
    const [row] = await this.liveOfferOnce(() => this.query<WaitlistOffer>(
      `WITH o AS (
         INSERT INTO waitlist_offer (entry_id, booking_id, date, time_slot, offered_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING *
       ), entry AS (UPDATE waitlist_entry SET status = 'offered' WHERE id = $1)
       SELECT ${OFFER} FROM o`,
      [offer.entryId, offer.bookingId, offer.date, offer.timeSlot, offer.offeredAt, offer.expiresAt],
    ));
    return row;
  }

  /** A write that ran into a live-offer index means another offer was made for that time or person first. */
  private async liveOfferOnce<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      const failure = queryFailure(error);
      if (failure?.code === '23505' && failure.constraint?.startsWith('UQ_waitlist_offer_live')) throw new OfferTakenError();
      throw error;
    }
  }

  async offerById(id: string): Promise<WaitlistOffer | null> {
    const [row] = await this.query<WaitlistOffer>(`SELECT ${OFFER} FROM waitlist_offer o WHERE o.id = $1`, [id]);
    return row ?? null;
  }

  async offerByToken(token: string): Promise<WaitlistOffer | null> {
    if (!isUuid(token)) return null;
    const [row] = await this.query<WaitlistOffer>(`SELECT ${OFFER} FROM waitlist_offer o WHERE o.token = $1`, [token]);
    return row ?? null;
  }

  async liveOfferOf(entryId: string): Promise<WaitlistOffer | null> {
    const [row] = await this.query<WaitlistOffer>(`SELECT ${OFFER} FROM waitlist_offer o WHERE o.entry_id = $1 AND o.status = 'active'`, [entryId]);
    return row ?? null;
  }

  endOffers(now: Date): Promise<EndedOffer[]> {
    return this.query<EndedOffer>(
      `WITH ended AS (
         UPDATE waitlist_offer o SET status = CASE WHEN b.status = 'confirmed' THEN 'booked' ELSE 'lapsed' END, ended_at = $1
           FROM booking b
          WHERE b.id = o.booking_id AND o.status = 'active' AND NOT (b.status = 'held' AND b.hold_expires_at > $1)
         RETURNING o.id, o.entry_id, o.booking_id, o.status
       ), entries AS (
         UPDATE waitlist_entry e SET status = ended.status, ended_at = $1 FROM ended WHERE e.id = ended.entry_id AND e.status = 'offered'
       )
       SELECT id AS "offerId", entry_id AS "entryId", booking_id AS "bookingId", status FROM ended`,
      [now],
    );
  }

  async forDay(date: string): Promise<WaitlistRow[]> {
    const entries = await this.query<WaitlistEntry>(
      `SELECT ${ENTRY} FROM waitlist_entry e
        WHERE $1::date = ANY(e.dates) OR EXISTS (SELECT 1 FROM waitlist_offer o WHERE o.entry_id = e.id AND o.date = $1::date)
        ORDER BY e.created_at, e.id`,
      [date],
    );
    const offers = entries.length
      ? await this.query<WaitlistOffer>(`SELECT ${OFFER} FROM waitlist_offer o WHERE o.entry_id = ANY($1::uuid[]) ORDER BY o.offered_at`, [entries.map((entry) => entry.id)])
      : [];
    return entries.map((entry) => ({ ...entry, offers: offers.filter((offer) => offer.entryId === entry.id) }));
  }
}
