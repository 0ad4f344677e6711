import type { GiftDelivery, GiftRecipient } from '../domain/gift-delivery';

/** A gift to deliver: its line of the order, who to and from when. */
export interface NewGiftDelivery extends GiftRecipient {
  orderId: string;
  orderLineId: string;
  dueAt: Date;
}

/** Port: the gift deliveries, kept in Postgres (the record a sweep reads, whatever Redis has lost). */
export interface GiftDeliveryRepository {
  add(deliveries: readonly NewGiftDelivery[]): Promise<void>;
  findById(id: string): Promise<GiftDelivery | null>;
  ofOrders(orderIds: readonly string[]): Promise<GiftDelivery[]>;
  /** The delivery, locked until the active transaction ends. */
  lock(id: string): Promise<GiftDelivery | null>;
  /** Changes the day (and so when it falls due) or the recipient's address of a delivery not yet queued. */
  change(id: string, changes: { deliverOn: string; dueAt: Date; recipientEmail: string }): Promise<void>;
  /**
   * Marks queued at `now` up to `limit` deliveries of paid orders due then (of one order when `orderId` is given)
   * that were never queued, or were queued at or before `requeueBefore` and not delivered since (FOR UPDATE SKIP LOCKED).
   */
  claimDue(now: Date, requeueBefore: Date, limit: number, orderId?: string): Promise<string[]>;
  /** Who bought the order: the account signed in at checkout (if any) and the receipt's e-mail. */
  buyerOf(orderId: string): Promise<{ userId: string | null; email: string } | null>;
  /** Records that the mailer took the delivery (once). */
  markDelivered(id: string, at: Date): Promise<void>;
}

export const GIFT_DELIVERY_REPOSITORY = Symbol('GIFT_DELIVERY_REPOSITORY');
