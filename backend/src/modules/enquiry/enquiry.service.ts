import { Inject, Injectable } from '@nestjs/common';
import { Transactional, TransactionHost } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { EVENT_PUBLISHER, EventPublisher } from '../../shared/outbox/event-publisher';
import { ContactMessageEntity } from './contact-message.entity';
import { ContactMessage, ENQUIRY_RECEIVED, EnquiryReceivedPayload, NewContactMessage } from './domain/enquiry';
import { NewsletterSubscriptionEntity } from './newsletter-subscription.entity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Contact messages and newsletter subscriptions: a small area with no rules beyond validation, so no ports. */
@Injectable()
export class EnquiryService {
  constructor(
    private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>,
    @Inject(EVENT_PUBLISHER) private readonly events: EventPublisher,
  ) {}

  /** Stores an enquiry and, in the same transaction, the event that makes the worker e-mail staff and customer. */
  @Transactional()
  async receiveEnquiry(input: NewContactMessage): Promise<ContactMessage> {
    const messages = this.txHost.tx.getRepository(ContactMessageEntity);
    const saved = await messages.save(messages.create(input));
    const payload: EnquiryReceivedPayload = { contactMessageId: saved.id };
    await this.events.publish({ type: ENQUIRY_RECEIVED, payload });
    return { ...saved };
  }

  /** The stored enquiry, or null (the worker reads it by the id its job carries). */
  async findEnquiry(id: string): Promise<ContactMessage | null> {
    if (!UUID.test(id)) return null;
    const row = await this.txHost.tx.getRepository(ContactMessageEntity).findOneBy({ id });
    return row && { ...row };
  }

  /**
   * Subscribes an e-mail address. Subscribing again (in any letter case) changes nothing and is not an
   * error, so the answer never tells anyone whether an address was already on the list.
   */
  async subscribe(email: string): Promise<void> {
    await this.txHost.tx
      .getRepository(NewsletterSubscriptionEntity)
      .createQueryBuilder()
      .insert()
      .values({ email })
      .orIgnore()
      .execute();
  }
}
