import { Inject, Injectable } from '@nestjs/common';
import { Transactional, TransactionHost } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { EVENT_PUBLISHER, EventPublisher } from '../../shared/outbox/event-publisher';
import {
  confirmationDue,
  isLinkToken,
  NEWSLETTER_CONFIRMATION_REQUESTED,
  NEWSLETTER_CONSENT_TEXT,
  NewsletterSubscription,
} from './domain/newsletter';
import { NewsletterSubscriptionEntity } from './newsletter-subscription.entity';

export interface SubscriptionLinks {
  email: string;
  confirmToken: string;
  unsubscribeToken: string;
}

/** Newsletter double opt-in: consent recorded, confirmed by a link, withdrawn by one click. */
@Injectable()
export class NewsletterService {
  constructor(
    private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>,
    @Inject(EVENT_PUBLISHER) private readonly events: EventPublisher,
  ) {}

  private get rows() {
    return this.txHost.tx.getRepository(NewsletterSubscriptionEntity);
  }

  /**
   * Records the consent and asks the worker for a confirmation e-mail, at most one an hour per address.
   * A confirmed address changes nothing and is answered the same, so nobody learns who is on the list.
   */
  @Transactional()
  async subscribe(email: string, clientIp: string | null, now = new Date()): Promise<void> {
    await this.rows
      .createQueryBuilder()
      .insert()
      .values({ email, consentAt: now, consentIp: clientIp, consentText: NEWSLETTER_CONSENT_TEXT })
      .orIgnore()
      .execute();
    const row = await this.rows
      .createQueryBuilder('subscription')
      .setLock('pessimistic_write')
      .where('lower(subscription.email) = lower(:email)', { email })
      .getOneOrFail();
    if (!confirmationDue(row, now)) return;
    await this.rows.update(row.id, { consentAt: now, consentIp: clientIp, consentText: NEWSLETTER_CONSENT_TEXT, confirmationSentAt: now });
    await this.events.publish(NEWSLETTER_CONFIRMATION_REQUESTED({ subscriptionId: row.id }));
  }

  /** Confirms the subscription of this link; false when the link names none (unsubscribed since, or made up). */
  async confirm(token: unknown, now = new Date()): Promise<boolean> {
    if (!isLinkToken(token)) return false;
    const result = await this.rows
      .createQueryBuilder()
      .update()
      .set({ confirmedAt: () => `COALESCE(confirmed_at, :now)` })
      .setParameter('now', now)
      .where('confirm_token = :token', { token })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** Removes the address from the list; a second click, or an unknown link, changes nothing and is no error. */
  async unsubscribe(token: unknown): Promise<void> {
    if (!isLinkToken(token)) return;
    await this.rows.delete({ unsubscribeToken: token });
  }

  /** The address and link tokens of a subscription (the worker's confirmation e-mail), or null once gone. */
  async linksOf(subscriptionId: string): Promise<SubscriptionLinks | null> {
    return this.rows
      .createQueryBuilder('subscription')
      .select(['subscription.email', 'subscription.confirmToken', 'subscription.unsubscribeToken'])
      .where('subscription.id = :subscriptionId', { subscriptionId })
      .getOne();
  }

  /** Confirmed subscribers, oldest first, for staff and their CSV export. */
  async confirmedSubscribers(): Promise<NewsletterSubscription[]> {
    return this.rows
      .createQueryBuilder('subscription')
      .where('subscription.confirmed_at IS NOT NULL')
      .orderBy('subscription.confirmed_at', 'ASC')
      .getMany();
  }

  /** The subscription of one address (a customer's data export), or null. */
  async findByEmail(email: string): Promise<NewsletterSubscription | null> {
    return this.rows.createQueryBuilder('subscription').where('lower(subscription.email) = lower(:email)', { email }).getOne();
  }

  /** Forgets one address (account deletion). */
  async forget(email: string): Promise<void> {
    await this.rows.createQueryBuilder().delete().where('lower(email) = lower(:email)', { email }).execute();
  }
}
