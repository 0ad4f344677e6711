import { Inject, Injectable } from '@nestjs/common';
import { Transactional, TransactionHost } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { EVENT_PUBLISHER, EventPublisher } from '../../shared/outbox/event-publisher';
import { ContactMessageEntity } from './contact-message.entity';
import { anyContains, type Page, type PageRequest } from '../../shared/database/like-pattern';
import { ContactMessage, ENQUIRY_RECEIVED, NewContactMessage } from './domain/enquiry';
import { EnquiryNotFoundError, type EnquiryStatus } from './domain/enquiry-inbox';
import { isUuid } from '../../shared/uuid';

/** The enquiry types and inbox rules the staff inbox validates against. */

/** Contact messages: a small area with no rules beyond validation, so no ports. */
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
    await this.events.publish(ENQUIRY_RECEIVED({ contactMessageId: saved.id }));
    return { ...saved };
  }

  /** The stored enquiry, or null (the worker reads it by the id its job carries). */
  async findEnquiry(id: string): Promise<ContactMessage | null> {
    if (!isUuid(id)) return null;
    const row = await this.txHost.tx.getRepository(ContactMessageEntity).findOneBy({ id });
    return row && { ...row };
  }

  /** Staff inbox: enquiries newest first, optionally of one status and matching a name, e-mail, phone or message text. */
  async listForStaff(request: PageRequest & { status?: EnquiryStatus }): Promise<Page<ContactMessage>> {
    const query = this.txHost.tx.getRepository(ContactMessageEntity).createQueryBuilder('message');
    if (request.status) query.andWhere('message.status = :status', { status: request.status });
    const search = request.search?.trim();
    if (search) query.andWhere(...anyContains(['message.name', 'message.email', 'message.phone', 'message.message'], search));
    const [rows, total] = await query
      .orderBy('message.created_at', 'DESC')
      .addOrderBy('message.id', 'DESC')
      .skip((request.page - 1) * request.pageSize)
      .take(request.pageSize)
      .getManyAndCount();
    return { items: rows.map((row) => ({ ...row })), total };
  }

  /** Staff customer look-up: the enquiries sent from an e-mail (any letter case), newest first. */
  async forEmail(email: string, limit: number): Promise<ContactMessage[]> {
    const rows = await this.txHost.tx
      .getRepository(ContactMessageEntity)
      .createQueryBuilder('message')
      .where('lower(message.email) = lower(:email)', { email })
      .orderBy('message.created_at', 'DESC')
      .take(limit)
      .getMany();
    return rows.map((row) => ({ ...row }));
  }

  /** Enquiries not closed yet (new or replied). */
  countOpen(): Promise<number> {
    return this.txHost.tx
      .getRepository(ContactMessageEntity)
      .createQueryBuilder('message')
      .where(`message.status <> 'closed'`)
      .getCount();
  }

  /** Staff move an enquiry along (new → replied → closed, or back) and keep a note on it. */
  @Transactional()
  async updateForStaff(id: string, changes: { status?: EnquiryStatus; note?: string }): Promise<ContactMessage> {
    const messages = this.txHost.tx.getRepository(ContactMessageEntity);
    const row = isUuid(id) ? await messages.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } }) : null;
    if (!row) throw new EnquiryNotFoundError();
    if (changes.status) row.status = changes.status;
    if (changes.note !== undefined) row.note = changes.note;
    const saved = await messages.save(row);
    return { ...saved };
  }

  /**
   * Whether the same address (any letter case) sent another enquiry in the hour before this one: then it
   * was acknowledged already (at most one acknowledgement per address per hour, so the form relays nothing).
   */
  async hasEarlierEnquiryWithinHour(message: ContactMessage): Promise<boolean> {
    const earlier = await this.txHost.tx
      .getRepository(ContactMessageEntity)
      .createQueryBuilder('m')
      .where('lower(m.email) = lower(:email)', { email: message.email })
      .andWhere(`m.createdAt > :createdAt::timestamptz - interval '1 hour'`, { createdAt: message.createdAt })
      .andWhere('(m.createdAt, m.id) < (:createdAt, :id)', { createdAt: message.createdAt, id: message.id })
      .getExists();
    return earlier;
  }
}
