import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Not, Repository } from 'typeorm';
import type { OutgoingMail } from '../outgoing-mail';
import { SentEmail } from './sent-email.entity';

/**
 * How long a claim keeps other jobs away from its e-mail: longer than one SMTP attempt can last (the transport's
 * timeouts, smtp-transport.ts, end a silent connection well before), so a live attempt is never doubled.
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

/** Claims on e-mail keys in `sent_email`: an e-mail goes to SMTP only under a claim, and is recorded as sent after. */
@Injectable()
export class SendClaims {
  constructor(@InjectRepository(SentEmail) private readonly rows: Repository<SentEmail>) {}

  /**
   * Claims the e-mail for the job `claimant`, or returns null when it was sent already. The claim is taken over
   * from an attempt whose outcome is unknown when that attempt was this job's own (it has ended: BullMQ runs a
   * job's attempts one after another) or its lease ran out; the first Message-ID is kept. Throws while another
   * job's claim is live, and on any database error: nothing is sent without a claim.
   */
  async claim(mail: OutgoingMail, messageId: string, claimant: string): Promise<SendClaim | null> {
    const claimed: { attempts: number; message_id: string }[] = await this.rows.query(
      `INSERT INTO sent_email (key, "to", subject, message_id, claimed_by, claimed_until)
       VALUES ($1, $2, $3, $4, $5, now() + $6 * interval '1 millisecond')
       ON CONFLICT (key) DO UPDATE
         SET claimed_by = EXCLUDED.claimed_by, claimed_until = EXCLUDED.claimed_until, attempts = sent_email.attempts + 1,
             message_id = COALESCE(sent_email.message_id, EXCLUDED.message_id)
         WHERE sent_email.sent_at IS NULL
           AND (sent_email.claimed_by = EXCLUDED.claimed_by OR sent_email.claimed_until < now())
       RETURNING attempts, message_id`,
      [mail.key, mail.to, mail.subject, messageId, claimant, CLAIM_LEASE_MS],
    );
    if (claimed.length > 0) return { attempt: claimed[0].attempts, messageId: claimed[0].message_id };
    if (await this.rows.exists({ where: { key: mail.key, sentAt: Not(IsNull()) } })) return null;
    throw new EmailSendInProgressError(mail.key);
  }

  /** The SMTP server accepted the e-mail. */
  async markSent(key: string): Promise<void> {
    await this.rows.query(`UPDATE sent_email SET sent_at = COALESCE(sent_at, now()), claimed_until = NULL WHERE key = $1`, [key]);
  }
}
