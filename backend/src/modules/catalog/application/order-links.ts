import { Injectable } from '@nestjs/common';
import { addDays, addMonths } from 'date-fns';
import { AppConfig } from '../../../shared/config/app-config';
import { readLinkToken, signedLinkKey, signLinkToken } from '../../../shared/crypto/signed-link';
import { OrderLinkExpiredError, OrderLinkInvalidError } from '../domain/order.errors';
import type { Order } from '../domain/order';
import { VOUCHER_VALIDITY_MONTHS } from '../domain/voucher';

const PURPOSE = 'order-confirmation';

/** An order's link works as long as the gift vouchers it shows are valid, and a month more (as a booking's does after its session). */
const DAYS_AFTER_VOUCHERS = 30;

/**
 * Signed links to a paid order's confirmation (/confirmation?order={token}), in the receipt e-mail and handed to the
 * browser that paid: the buyer sees the order on another device, or after the session cookie is gone. The same
 * signed-link mechanism as a booking's manage link, with its own key and purpose.
 */
@Injectable()
export class OrderLinks {
  private readonly key: Buffer;
  private readonly publicUrl: string;

  constructor(config: AppConfig) {
    this.key = signedLinkKey(config.SESSION_SECRET, 'skyward-order-link', 'order-link-v1');
    this.publicUrl = config.PUBLIC_URL;
  }

  tokenFor(order: Pick<Order, 'id' | 'paidAt' | 'createdAt'>): string {
    const paidAt = order.paidAt ?? order.createdAt;
    return signLinkToken(PURPOSE, order.id, addDays(addMonths(paidAt, VOUCHER_VALIDITY_MONTHS), DAYS_AFTER_VOUCHERS), this.key);
  }

  urlFor(order: Pick<Order, 'id' | 'paidAt' | 'createdAt'>): string {
    return `${this.publicUrl}/confirmation?order=${this.tokenFor(order)}`;
  }

  /** The order id the token names; OrderLinkInvalidError or OrderLinkExpiredError otherwise. */
  orderIdOf(token: string, now = new Date()): string {
    const reading = readLinkToken(PURPOSE, token, this.key, now);
    if ('id' in reading) return reading.id;
    throw reading.problem === 'expired' ? new OrderLinkExpiredError() : new OrderLinkInvalidError();
  }
}
