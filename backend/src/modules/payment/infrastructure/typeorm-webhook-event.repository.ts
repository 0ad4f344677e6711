import { Injectable } from '@nestjs/common';
import { RowsRepository } from '../../../shared/database/rows-repository';
import type { WebhookEventRepository } from '../application/payment.ports';
import { PaymentWebhookEventEntity } from './payment.entity';

/** The provider's webhook events already handled, in Postgres (payment_webhook_event). */
@Injectable()
export class TypeOrmWebhookEventRepository extends RowsRepository(PaymentWebhookEventEntity) implements WebhookEventRepository {
  async record(eventId: string, type: string): Promise<boolean> {
    const result = await this.rows.createQueryBuilder().insert().values({ id: eventId, type }).orIgnore().returning('id').execute();
    return result.raw.length > 0;
  }

  has(eventId: string): Promise<boolean> {
    return this.rows.existsBy({ id: eventId });
  }
}
