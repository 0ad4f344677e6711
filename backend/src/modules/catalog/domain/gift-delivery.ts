import { TZDate } from '@date-fns/tz';
import { addMonths, format } from 'date-fns';
import {
  GiftAlreadyDeliveredError,
  GiftDateInvalidError,
  GiftLineRepeatedError,
  GiftMessageTooLongError,
  GiftNotAGiftCardError,
  GiftRecipientInvalidError,
} from './gift-delivery.errors';
import type { GiftRequest } from './order';
import { isGiftCardLine } from './voucher';

export const GIFT_NAME_MAX = 120;
export const GIFT_EMAIL_MAX = 254;
export const GIFT_MESSAGE_MAX = 500;
/** A gift is delivered up to 12 months ahead (its voucher's validity still runs from purchase). */
export const GIFT_MAX_MONTHS_AHEAD = 12;
/** A gift dated for a later day is sent from this London hour on that day. */
export const GIFT_DELIVERY_HOUR = 8;

const LONDON = 'Europe/London';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Who a gift card goes to, and when, as the buyer asked at checkout. */
export interface GiftRecipient {
  recipientName: string;
  recipientEmail: string;
  message: string | null;
  /** The London day it is delivered on, 'YYYY-MM-DD'. */
  deliverOn: string;
}

/** A gift card line's delivery to its recipient: due from `dueAt`, queued for the mailer, then delivered. */
export interface GiftDelivery extends GiftRecipient {
  id: string;
  orderId: string;
  orderLineId: string;
  dueAt: Date;
  queuedAt: Date | null;
  deliveredAt: Date | null;
}

export type GiftDeliveryState = 'scheduled' | 'sending' | 'delivered';

export function giftDeliveryState(delivery: Pick<GiftDelivery, 'queuedAt' | 'deliveredAt'>): GiftDeliveryState {
  if (delivery.deliveredAt) return 'delivered';
  return delivery.queuedAt ? 'sending' : 'scheduled';
}

/** The London calendar day of an instant, 'YYYY-MM-DD'. */
export function londonDay(instant: Date): string {
  return format(new TZDate(instant.getTime(), LONDON), 'yyyy-MM-dd');
}

/** Checks a delivery day: a real day from today (London) up to 12 months ahead. */
export function assertDeliveryDay(deliverOn: string, now: Date): void {
  const [year, month, day] = deliverOn.split('-').map(Number);
  const parsed = new Date(Date.UTC(year, month - 1, day));
  if (!DAY.test(deliverOn) || parsed.toISOString().slice(0, 10) !== deliverOn) throw new GiftDateInvalidError('format');
  const today = londonDay(now);
  if (deliverOn < today) throw new GiftDateInvalidError('past');
  const latest = format(addMonths(new Date(`${today}T12:00:00Z`), GIFT_MAX_MONTHS_AHEAD), 'yyyy-MM-dd');
  if (deliverOn > latest) throw new GiftDateInvalidError('too_far');
}

/** When a gift dated `deliverOn` falls due: at once for today, else 08:00 London on its day. */
export function giftDueAt(deliverOn: string, now: Date): Date {
  if (deliverOn <= londonDay(now)) return now;
  const [year, month, day] = deliverOn.split('-').map(Number);
  return new Date(new TZDate(year, month - 1, day, GIFT_DELIVERY_HOUR, 0, 0, LONDON).getTime());
}

/** A recipient as typed, trimmed and checked (the day defaults to today). */
export function giftRecipient(input: GiftRequest, now: Date): GiftRecipient {
  const recipientName = input.recipientName.trim();
  const recipientEmail = input.recipientEmail.trim();
  if (!recipientName || !recipientEmail || recipientName.length > GIFT_NAME_MAX || recipientEmail.length > GIFT_EMAIL_MAX) {
    throw new GiftRecipientInvalidError();
  }
  const deliverOn = input.deliverOn?.trim() || londonDay(now);
  assertDeliveryDay(deliverOn, now);
  const message = input.message?.trim() || null;
  if (message && message.length > GIFT_MESSAGE_MAX) throw new GiftMessageTooLongError(GIFT_MESSAGE_MAX);
  return { recipientName, recipientEmail, message, deliverOn };
}

/** A change the buyer may make before delivery: refused once the gift is on its way or delivered. */
export function assertGiftChangeable(delivery: Pick<GiftDelivery, 'queuedAt' | 'deliveredAt'>): void {
  if (giftDeliveryState(delivery) !== 'scheduled') throw new GiftAlreadyDeliveredError();
}

/**
 * The recipients asked for in a cart, by product: only a gift card line may have one, and such a line must be
 * the product's only line (its vouchers all go to that recipient).
 */
export function giftsOfCart(
  items: readonly { productId: string; gift?: GiftRequest | null }[],
  products: readonly { id: string; category: string }[],
  now: Date,
): Map<string, GiftRecipient> {
  const gifts = new Map<string, GiftRecipient>();
  for (const item of items) {
    if (!item.gift) continue;
    if (items.filter((other) => other.productId === item.productId).length > 1) throw new GiftLineRepeatedError();
    const product = products.find((candidate) => candidate.id === item.productId);
    if (!product || !isGiftCardLine(product)) throw new GiftNotAGiftCardError();
    gifts.set(item.productId, giftRecipient(item.gift, now));
  }
  return gifts;
}
