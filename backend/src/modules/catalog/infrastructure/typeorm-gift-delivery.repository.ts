import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import type { GiftDeliveryRepository, NewGiftDelivery } from '../application/gift-delivery.ports';
import type { GiftDelivery } from '../domain/gift-delivery';

interface GiftDeliveryRow {
  id: string;
  order_id: string;
  order_line_id: string;
  recipient_name: string;
  recipient_email: string;
  message: string | null;
  deliver_on: string;
  due_at: Date;
  queued_at: Date | null;
  delivered_at: Date | null;
}

const COLUMNS = `id, order_id, order_line_id, recipient_name, recipient_email, message, to_char(deliver_on, 'YYYY-MM-DD') AS deliver_on,
  due_at, queued_at, delivered_at`;

const toDelivery = (row: GiftDeliveryRow): GiftDelivery => ({
  id: row.id,
  orderId: row.order_id,
  orderLineId: row.order_line_id,
  recipientName: row.recipient_name,
  recipientEmail: row.recipient_email,
  message: row.message,
  deliverOn: row.deliver_on,
  dueAt: new Date(row.due_at),
  queuedAt: row.queued_at ? new Date(row.queued_at) : null,
  deliveredAt: row.delivered_at ? new Date(row.delivered_at) : null,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Gift deliveries in Postgres; joins the caller's transaction. */
@Injectable()
export class TypeOrmGiftDeliveryRepository implements GiftDeliveryRepository {
  constructor(private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>) {}

  private query<T>(sql: string, parameters: unknown[]): Promise<T> {
    return this.txHost.tx.query(sql, parameters);
  }

  async add(deliveries: readonly NewGiftDelivery[]): Promise<void> {
    for (const delivery of deliveries) {
      await this.query(
        `INSERT INTO gift_delivery (order_id, order_line_id, recipient_name, recipient_email, message, deliver_on, due_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [delivery.orderId, delivery.orderLineId, delivery.recipientName, delivery.recipientEmail, delivery.message, delivery.deliverOn, delivery.dueAt],
      );
    }
  }

  async findById(id: string): Promise<GiftDelivery | null> {
    if (!UUID.test(id)) return null;
    const rows = await this.query<GiftDeliveryRow[]>(`SELECT ${COLUMNS} FROM gift_delivery WHERE id = $1`, [id]);
    return rows[0] ? toDelivery(rows[0]) : null;
  }

  async lock(id: string): Promise<GiftDelivery | null> {
    if (!UUID.test(id)) return null;
    const rows = await this.query<GiftDeliveryRow[]>(`SELECT ${COLUMNS} FROM gift_delivery WHERE id = $1 FOR UPDATE`, [id]);
    return rows[0] ? toDelivery(rows[0]) : null;
  }

  async ofOrders(orderIds: readonly string[]): Promise<GiftDelivery[]> {
    if (orderIds.length === 0) return [];
    const rows = await this.query<GiftDeliveryRow[]>(`SELECT ${COLUMNS} FROM gift_delivery WHERE order_id = ANY($1::uuid[]) ORDER BY created_at`, [
      [...orderIds],
    ]);
    return rows.map(toDelivery);
  }

  async change(id: string, changes: { deliverOn: string; dueAt: Date; recipientEmail: string }): Promise<void> {
    await this.query(`UPDATE gift_delivery SET deliver_on = $2, due_at = $3, recipient_email = $4 WHERE id = $1 AND queued_at IS NULL`, [
      id,
      changes.deliverOn,
      changes.dueAt,
      changes.recipientEmail,
    ]);
  }

  async claimDue(now: Date, requeueBefore: Date, limit: number, orderId?: string): Promise<string[]> {
    // SKIP LOCKED: two sweeps at once (two workers, a retried run) take different rows, never the same one twice.
    const [rows]: [{ id: string }[], number] = await this.query(
      `UPDATE gift_delivery SET queued_at = $1
        WHERE id IN (SELECT delivery.id FROM gift_delivery delivery JOIN shop_order o ON o.id = delivery.order_id
                      WHERE delivery.delivered_at IS NULL AND delivery.due_at <= $1 AND o.status = 'paid'
                        AND (delivery.queued_at IS NULL OR delivery.queued_at <= $2)
                        AND ($4::uuid IS NULL OR delivery.order_id = $4)
                      ORDER BY delivery.due_at LIMIT $3 FOR UPDATE OF delivery SKIP LOCKED)
        RETURNING id`,
      [now, requeueBefore, limit, orderId ?? null],
    );
    return rows.map((row) => row.id);
  }

  async buyerOf(orderId: string): Promise<{ userId: string | null; email: string } | null> {
    const rows = await this.query<{ user_id: string | null; email: string }[]>(`SELECT user_id, email FROM shop_order WHERE id = $1`, [orderId]);
    return rows[0] ? { userId: rows[0].user_id, email: rows[0].email } : null;
  }

  async markDelivered(id: string, at: Date): Promise<void> {
    await this.query(`UPDATE gift_delivery SET delivered_at = $2 WHERE id = $1 AND delivered_at IS NULL`, [id, at]);
  }
}
