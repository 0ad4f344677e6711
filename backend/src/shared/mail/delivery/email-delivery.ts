import { MailerService } from '@nestjs-modules/mailer';
import { Injectable, Logger } from '@nestjs/common';
import { SpanKind } from '@opentelemetry/api';
import { AppConfig } from '../../config/app-config';
import type { OutgoingMail } from '../outgoing-mail';
import { inSpan } from '../../tracing/trace-context';
import { emailsSent } from './email-metrics';
import { messageIdFor } from './message-id';
import { SendClaims } from './send-claims';

/**
 * Sends an e-mail at most once as a logical send: claimed in Postgres before SMTP, recorded as sent after. If the
 * record could not be written (Postgres went away after the server accepted it), the retry sends it again with the
 * same Message-ID: at-least-once on the wire, one message in the mailbox's eyes.
 */
@Injectable()
export class EmailDelivery {
  private readonly logger = new Logger(EmailDelivery.name);

  constructor(
    private readonly claims: SendClaims,
    private readonly mailer: MailerService,
    private readonly config: AppConfig,
  ) {}

  /** Sends the e-mail for the job `claimant` unless it was sent before; returns whether it went now. */
  async deliverOnce(mail: OutgoingMail, claimant: string): Promise<boolean> {
    const claim = await this.claims.claim(mail, messageIdFor(mail.key, this.config.MAIL_FROM), claimant);
    if (!claim) return false;
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
        headers: { ...mail.headers, 'X-Skyward-Mail-Key': mail.key },
      }),
    );
    await this.claims.markSent(mail.key);
    emailsSent.inc();
    return true;
  }
}
