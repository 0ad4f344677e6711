import { MailerService } from '@nestjs-modules/mailer';
import { Injectable, Logger } from '@nestjs/common';
import { SpanKind } from '@opentelemetry/api';
import { AppConfig } from '../../config/app-config';
import type { OutgoingMail } from '../outgoing-mail';
import { inSpan } from '../../tracing/trace-context';
import { emailsSent } from './email-metrics';
import { messageIdFor } from './message-id';
import { EmailSendInProgressError, type SendClaim, SendClaims } from './send-claims';

/**
 * Sends each e-mail at most once as a logical send: a job's e-mails are claimed in Postgres before SMTP (one
 * statement), and those the server accepted are recorded as sent after (one more). If the record could not be
 * written (Postgres went away after the server accepted them), the retry sends them again with the same Message-ID:
 * at-least-once on the wire, one message in the mailbox's eyes.
 */
@Injectable()
export class EmailDelivery {
  private readonly logger = new Logger(EmailDelivery.name);

  constructor(
    private readonly claims: SendClaims,
    private readonly mailer: MailerService,
    private readonly config: AppConfig,
  ) {}

  /**
   * Sends the e-mails of the job `claimant` that were not sent before, in order; returns how many went now. An
   * SMTP failure fails the job after recording what went before it, so its retry sends only the rest; an e-mail
   * another job is still sending fails it once the others went (EmailSendInProgressError).
   */
  async deliverEachOnce(mails: readonly OutgoingMail[], claimant: string): Promise<number> {
    const { claimed, heldElsewhere } = await this.claims.claim(
      mails.map((mail) => ({ ...mail, messageId: messageIdFor(mail.key, this.config.MAIL_FROM) })),
      claimant,
    );
    const sent: string[] = [];
    try {
      for (const mail of mails) {
        const claim = claimed.get(mail.key);
        if (!claim || sent.includes(mail.key)) continue;
        await this.send(mail, claim);
        sent.push(mail.key);
      }
    } catch (error) {
      await this.claims.markSent(sent).catch((recordError: Error) =>
        this.logger.warn({ keys: sent, error: recordError.message }, 'E-mails sent before a failure could not be recorded; the retry resends them'),
      );
      throw error;
    }
    await this.claims.markSent(sent);
    if (heldElsewhere.length > 0) throw new EmailSendInProgressError(heldElsewhere[0]);
    return sent.length;
  }

  private async send(mail: OutgoingMail, claim: SendClaim): Promise<void> {
    if (claim.attempt > 1) {
      this.logger.warn(
        { key: mail.key, messageId: claim.messageId, attempt: claim.attempt },
        'Sending an e-mail whose earlier attempt was not confirmed',
      );
    }
    // SMTP has no OTel instrumentation: its own span (a no-op when tracing is off) shows the send in the job's trace.
    await inSpan('smtp send', { kind: SpanKind.CLIENT, attributes: { 'email.key': mail.key } }, () =>
      this.mailer.sendMail({
        from: this.config.MAIL_FROM,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments,
        messageId: claim.messageId,
        // What nodemailer would choose for text that is mostly Latin (every e-mail here), said once instead of worked
        // out by scanning every character of each part (~3% of the worker's CPU).
        textEncoding: 'quoted-printable',
        headers: { ...mail.headers, 'X-Skyward-Mail-Key': mail.key },
      }),
    );
    emailsSent.inc();
  }
}
