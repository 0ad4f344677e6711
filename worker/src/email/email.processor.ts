import { MailerService } from '@nestjs-modules/mailer';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Job } from 'bullmq';
import { UseCls } from 'nestjs-cls';
import { Repository } from 'typeorm';
import { AppConfig } from '../../../backend/src/shared/config/app-config';
import { MAIL_COMPOSERS, MailComposer, OutgoingMail, QueuedEvent } from '../../../backend/src/shared/mail/outgoing-mail';
import { QUEUE } from '../../../backend/src/shared/queue/queue-names';
import { SentEmail } from './sent-email.entity';

/** E-mail jobs run at once (and SMTP connections kept open for them). */
export const EMAIL_CONCURRENCY = 8;

/** Turns events into e-mails through the composers of each module and sends each one once over SMTP. */
@Processor(QUEUE.email, { concurrency: EMAIL_CONCURRENCY })
export class EmailProcessor extends WorkerHost {
  private readonly logger = new Logger(EmailProcessor.name);

  constructor(
    @Inject(MAIL_COMPOSERS) private readonly composers: MailComposer[],
    @InjectRepository(SentEmail) private readonly sent: Repository<SentEmail>,
    private readonly mailer: MailerService,
    private readonly config: AppConfig,
  ) {
    super();
  }

  @UseCls({ generateId: true, idGenerator: (job: Job<QueuedEvent>) => job.data.correlationId ?? job.id ?? '' })
  async process(job: Job<QueuedEvent>): Promise<{ sent: number; skipped: number }> {
    const composer = this.composers.find((candidate) => candidate.eventTypes.includes(job.name));
    if (!composer) throw new Error(`No e-mail composer for event ${job.name}`);
    const mails = await composer.compose(job.name, job.data);
    let sent = 0;
    for (const mail of mails) {
      if (await this.deliverOnce(mail)) sent += 1;
    }
    this.logger.log({ event: job.name, eventId: job.data.eventId, correlationId: job.data.correlationId, sent }, 'E-mails processed');
    return { sent, skipped: mails.length - sent };
  }

  private async deliverOnce(mail: OutgoingMail): Promise<boolean> {
    if (await this.sent.existsBy({ key: mail.key })) return false;
    await this.mailer.sendMail({
      from: this.config.MAIL_FROM,
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: mail.attachments,
      headers: { ...mail.headers, 'X-Skyward-Mail-Key': mail.key },
    });
    await this.sent.createQueryBuilder().insert().values({ key: mail.key, to: mail.to, subject: mail.subject }).orIgnore().execute();
    return true;
  }
}
