import { Injectable } from '@nestjs/common';
import { addDays, addMonths } from 'date-fns';
import { AppConfig } from '../../../shared/config/app-config';
import { SignedLinks, type SignedLinkKind } from '../../../shared/crypto/signed-link';
import { OrderLinkExpiredError, OrderLinkInvalidError } from '../domain/order.errors';
import type { Order } from '../domain/order';
import { VOUCHER_VALIDITY_MONTHS } from '../domain/voucher';

const ORDER_LINK: SignedLinkKind = {
  purpose: 'order-confirmation',
  key: { salt: 'skyward-order-link', info: 'order-link-v1' },
  page: '/confirmation?order=',
  invalid: () => new OrderLinkInvalidError(),
  expired: () => new OrderLinkExpiredError(),
};

/** An order's link works as long as the gift vouchers it shows are valid, and a month more (as a booking's does after its session). */
const DAYS_AFTER_VOUCHERS = 30;

/**
 * Signed links to a paid order's confirmation (/confirmation?order={token}), in the receipt e-mail and handed to the
 * browser that paid: the buyer sees the order on another device, or after the session cookie is gone. The same
 * signed-link mechanism as a booking's manage link, with its own key and purpose.
 */
@Injectable()
export class OrderLinks extends SignedLinks<Pick<Order, 'id' | 'paidAt' | 'createdAt'>> {
  constructor(config: AppConfig) {
    super(config, ORDER_LINK);
  }

  protected expiryOf(order: Pick<Order, 'id' | 'paidAt' | 'createdAt'>): Date {
    return addDays(addMonths(order.paidAt ?? order.createdAt, VOUCHER_VALIDITY_MONTHS), DAYS_AFTER_VOUCHERS);
  }
}
