import { Inject, Injectable } from '@nestjs/common';
import { Transactional } from '@nestjs-cls/transactional';
import { EVENT_PUBLISHER, EventPublisher } from '../../../shared/outbox/event-publisher';
import { GIFT_DELIVERY_DUE_EVENT } from '../domain/catalog-events';
import { assertGiftChangeable, giftDueAt, giftRecipient, type GiftDelivery, type GiftRecipient } from '../domain/gift-delivery';
import { GiftNotFoundError } from '../domain/gift-delivery.errors';
import type { Order } from '../domain/order';
import type { GiftVoucher } from '../domain/voucher';
import { GIFT_DELIVERY_REPOSITORY, GiftDeliveryRepository } from './gift-delivery.ports';
import { ORDER_REPOSITORY, OrderRepository } from './order.ports';
import { VOUCHER_REPOSITORY, VoucherRepository } from './voucher.ports';

/** Deliveries claimed and published per transaction: a backlog (the worker was down for a day) goes out in batches. */
const BATCH = 100;
/** A queued gift the mailer has not taken after this long is queued again: its job was lost with Redis's data. */
export const GIFT_REQUEUE_MS = 2 * 60_000;

/** Who is asking: the signed-in account (its id and e-mail). */
export interface GiftCustomer {
  userId: string;
  email: string;
}

/** A gift with what its e-mails need: the order that bought it and the vouchers of its line. */
export interface GiftToDeliver {
  delivery: GiftDelivery;
  order: Order;
  vouchers: GiftVoucher[];
}

/**
 * Gift cards sent to a recipient on a chosen day. Each is a row (written with its order at checkout); a frequent
 * sweep queues the e-mails of those due, marking them queued in the same commit, and again until the mailer took
 * them, so neither a restart nor Redis losing its data loses or doubles a gift (the e-mail's key sends it once).
 */
@Injectable()
export class GiftDeliveryService {
  constructor(
    @Inject(GIFT_DELIVERY_REPOSITORY) private readonly deliveries: GiftDeliveryRepository,
    @Inject(ORDER_REPOSITORY) private readonly orders: OrderRepository,
    @Inject(VOUCHER_REPOSITORY) private readonly vouchers: VoucherRepository,
    @Inject(EVENT_PUBLISHER) private readonly events: EventPublisher,
  ) {}

  /** Records the recipients of a pending order's gift card lines (by product), in the caller's transaction. */
  async schedule(order: Order, gifts: ReadonlyMap<string, GiftRecipient>, now: Date): Promise<void> {
    await this.deliveries.add(
      order.lines
        .filter((line) => gifts.has(line.productId))
        .map((line) => {
          const gift = gifts.get(line.productId) as GiftRecipient;
          return { ...gift, orderId: order.id, orderLineId: line.id, dueAt: giftDueAt(gift.deliverOn, now) };
        }),
    );
  }

  /** Publishes every gift due at `now` (of one order when given) through the outbox, marking each queued in the same commit; returns how many. */
  async queueDue(now: Date, orderId?: string): Promise<number> {
    let queued = 0;
    let batch: number;
    do {
      batch = await this.queueBatch(now, orderId);
      queued += batch;
    } while (batch === BATCH);
    return queued;
  }

  /** The same, inside the caller's transaction (the payment that makes today's gifts due). */
  async queueDueInTransaction(now: Date, orderId: string): Promise<void> {
    const ids = await this.deliveries.claimDue(now, new Date(now.getTime() - GIFT_REQUEUE_MS), BATCH, orderId);
    await this.publish(ids);
  }

  @Transactional()
  private async queueBatch(now: Date, orderId?: string): Promise<number> {
    const ids = await this.deliveries.claimDue(now, new Date(now.getTime() - GIFT_REQUEUE_MS), BATCH, orderId);
    await this.publish(ids);
    return ids.length;
  }

  private async publish(ids: readonly string[]): Promise<void> {
    if (ids.length > 0) await this.events.publish(...ids.map((deliveryId) => GIFT_DELIVERY_DUE_EVENT({ deliveryId })));
  }

  /** The gifts of an account's paid orders (its dashboard), with the gift card each sends; newest order first. */
  async forCustomer(customer: GiftCustomer): Promise<(GiftDelivery & { productName: string; orderId: string })[]> {
    const orders = await this.orders.forCustomer(customer.userId, customer.email, { paidOnly: true, limit: 200 });
    const deliveries = await this.deliveries.ofOrders(orders.map((order) => order.id));
    return orders.flatMap((order) =>
      deliveries
        .filter((delivery) => delivery.orderId === order.id)
        .map((delivery) => ({ ...delivery, productName: order.lines.find((line) => line.id === delivery.orderLineId)?.productName ?? 'Gift card' })),
    );
  }

  /** The deliveries of these orders (the receipt). */
  ofOrders(orderIds: readonly string[]): Promise<GiftDelivery[]> {
    return this.deliveries.ofOrders(orderIds);
  }

  /** What the mailer needs to send a gift, or null when its order is gone or unpaid. */
  async toDeliver(deliveryId: string): Promise<GiftToDeliver | null> {
    const delivery = await this.deliveries.findById(deliveryId);
    const order = delivery && (await this.orders.findById(delivery.orderId));
    if (!delivery || order?.status !== 'paid') return null;
    const vouchers = (await this.vouchers.ofOrder(order.id)).filter((voucher) => voucher.orderLineId === delivery.orderLineId && !voucher.voided);
    return { delivery, order, vouchers };
  }

  /** The mailer has the gift: the sweep stops queueing it (the e-mail job's own retries carry it now). */
  markDelivered(deliveryId: string, at: Date): Promise<void> {
    return this.deliveries.markDelivered(deliveryId, at);
  }

  /**
   * The buyer moves the day or corrects the recipient's address before the gift is sent; refused once it is on
   * its way or delivered. Only the account that bought it (signed in, or to its e-mail) may.
   */
  @Transactional()
  async change(deliveryId: string, customer: GiftCustomer, changes: { deliverOn?: string; recipientEmail?: string }, now: Date): Promise<GiftDelivery> {
    const delivery = await this.deliveries.lock(deliveryId);
    const buyer = delivery && (await this.deliveries.buyerOf(delivery.orderId));
    const owns = buyer && (buyer.userId === customer.userId || buyer.email.toLowerCase() === customer.email.toLowerCase());
    if (!delivery || !owns) throw new GiftNotFoundError();
    assertGiftChangeable(delivery);
    const changed = giftRecipient({ ...delivery, ...changes }, now);
    const dueAt = giftDueAt(changed.deliverOn, now);
    await this.deliveries.change(delivery.id, { deliverOn: changed.deliverOn, dueAt, recipientEmail: changed.recipientEmail });
    // Moved to today: it goes at once, as a gift dated today at checkout does.
    if (dueAt.getTime() <= now.getTime()) await this.queueDueInTransaction(now, delivery.orderId);
    return (await this.deliveries.findById(delivery.id)) as GiftDelivery;
  }
}
