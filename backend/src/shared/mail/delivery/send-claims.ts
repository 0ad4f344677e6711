import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, Not, Repository } from 'typeorm';
import type { OutgoingMail } from '../outgoing-mail';
import { SentEmail } from './sent-email.entity';

/**
 * How long a claim keeps other jobs away from its e-mail: longer than a job's sends can last (a job claims its
 * e-mails together and sends them one by one; the transport's timeouts, smtp-transport.ts, end a silent connection
 * after a minute), so a live attempt is never doubled.
 */
export const CLAIM_LEASE_MS = 10 * 60_000;

/** Another job holds a live claim on this e-mail: the job retries later, and then finds it sent (or the claim free). */
export class EmailSendInProgressError extends Error {
  constructor(key: string) {
    super(`E-mail ${key} is being sent by another job; trying again later`);
    this.name = 'EmailSendInProgressError';
  }
}

/** The claim an attempt holds: how many attempts claimed the e-mail, and the Message-ID it goes out with. */
export interface SendClaim {
  attempt: number;
  messageId: string;
}

/** An e-mail to claim, with the Message-ID it goes out with if this is its first claim. */
export type ClaimRequest = Pick<OutgoingMail, 'key' | 'to' | 'subject'> & { messageId: string };

/** What an attempt may send: the e-mails it claimed (by key), and those another job is still sending. */
export interface JobClaims {
  claimed: ReadonlyMap<string, SendClaim>;
  heldElsewhere: readonly string[];
}

/** Claims on e-mail keys in `sent_email`: an e-mail goes to SMTP only under a claim, and is recorded as sent after. */
@Injectable()
export class SendClaims {
  constructor(@InjectRepository(SentEmail) private readonly rows: Repository<SentEmail>) {}

  /**
   * Claims a job's e-mails for the job `claimant` in one statement, leaving out those sent already. A claim is taken
   * over from an attempt whose outcome is unknown when that attempt was this job's own (it has ended: BullMQ runs a
   * job's attempts one after another) or its lease ran out; the first Message-ID is kept. An e-mail under another
   * job's live claim is named in `heldElsewhere`. Throws on any database error: nothing is sent without a claim.
   */
  async claim(mails: readonly ClaimRequest[], claimant: string): Promise<JobClaims> {
    const requests = [...new Map(mails.map((mail) => [mail.key, mail])).values()];
    if (requests.length === 0) return { claimed: new Map(), heldElsewhere: [] };
    const claimed: { key: string; attempts: number; message_id: string }[] = await this.rows.query(
      `INSERT INTO sent_email (key, "to", subject, message_id, claimed_by, claimed_until)
       SELECT mail.key, mail.to, mail.subject, mail.message_id, $5, now() + $6 * interval '1 millisecond'
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS mail (key, "to", subject, message_id)
       ON CONFLICT (key) DO UPDATE
         SET claimed_by = EXCLUDED.claimed_by, claimed_until = EXCLUDED.claimed_until, attempts = sent_email.attempts + 1,
             message_id = COALESCE(sent_email.message_id, EXCLUDED.message_id)
         WHERE sent_email.sent_at IS NULL
           AND (sent_email.claimed_by = EXCLUDED.claimed_by OR sent_email.claimed_until < now())
       RETURNING key, attempts, message_id`,
      [requests.map((mail) => mail.key), requests.map((mail) => mail.to), requests.map((mail) => mail.subject), requests.map((mail) => mail.messageId), claimant, CLAIM_LEASE_MS],
    );
    const claims = new Map(claimed.map((row) => [row.key, { attempt: row.attempts, messageId: row.message_id }]));
    const unclaimed = requests.filter((mail) => !claims.has(mail.key)).map((mail) => mail.key);
    if (unclaimed.length === 0) return { claimed: claims, heldElsewhere: [] };
    const sent = new Set((await this.rows.find({ select: { key: true }, where: { key: In(unclaimed), sentAt: Not(IsNull()) } })).map((row) => row.key));
    return { claimed: claims, heldElsewhere: unclaimed.filter((key) => !sent.has(key)) };
  }

  /**
   * The SMTP server accepted these e-mails. Only rows not marked sent are looked at (a claim is only ever taken on
   * one): through the partial index of unconfirmed claims, which holds the e-mails in flight, however large the table
   * grows (by key, a plan Postgres settled on while the table was small scanned all of it on every call).
   */
  async markSent(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.rows.query(`UPDATE sent_email SET sent_at = now(), claimed_until = NULL WHERE key = ANY($1::text[]) AND sent_at IS NULL`, [keys]);
  }
}
