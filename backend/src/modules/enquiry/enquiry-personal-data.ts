import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import type { DataSubject, PersonalDataHolder } from '../account/account.public';
import { ContactMessageEntity } from './contact-message.entity';
import { NewsletterService } from './newsletter.service';

/**
 * The account module's PersonalDataHolder for contact messages and the newsletter. Neither is kept for
 * the accounts, so deleting the account deletes them.
 */
@Injectable()
export class EnquiryPersonalData implements PersonalDataHolder {
  readonly area = 'enquiries';

  constructor(
    private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>,
    private readonly newsletter: NewsletterService,
  ) {}

  private get messages() {
    return this.txHost.tx.getRepository(ContactMessageEntity);
  }

  async exportFor(subject: DataSubject): Promise<unknown> {
    const [messages, subscription] = await Promise.all([
      this.messages.createQueryBuilder('message').where('lower(message.email) = lower(:email)', subject).orderBy('message.created_at', 'ASC').getMany(),
      this.newsletter.findByEmail(subject.email),
    ]);
    return {
      contactMessages: messages.map(({ name, email, phone, enquiryType, message, createdAt }) => ({
        name,
        email,
        phone,
        enquiryType,
        message,
        sentAt: createdAt.toISOString(),
      })),
      newsletter: subscription && {
        email: subscription.email,
        consentGivenAt: subscription.consentAt.toISOString(),
        confirmedAt: subscription.confirmedAt?.toISOString() ?? null,
      },
    };
  }

  async assertErasable(): Promise<void> {}

  async erase(subject: DataSubject): Promise<void> {
    await this.messages.createQueryBuilder().delete().where('lower(email) = lower(:email)', subject).execute();
    await this.newsletter.forget(subject.email);
  }
}
