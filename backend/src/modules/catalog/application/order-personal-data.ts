import { Inject, Injectable } from '@nestjs/common';
import { type Anonymised, type DataSubject, PERSONAL_DATA_EXPORT_LIMIT, type PersonalDataHolder } from '../../account/account.public';
import { referenceOf } from '../../../shared/reference';
import { GIFT_DELIVERY_REPOSITORY, GiftDeliveryRepository } from './gift-delivery.ports';
import { ORDER_REPOSITORY, OrderRepository } from './order.ports';

/** The account module's PersonalDataHolder for the shop: orders, the vouchers they issued and the gifts they sent by e-mail. */
@Injectable()
export class OrderPersonalData implements PersonalDataHolder {
  readonly area = 'orders';

  constructor(
    @Inject(ORDER_REPOSITORY) private readonly orders: OrderRepository,
    @Inject(GIFT_DELIVERY_REPOSITORY) private readonly gifts: GiftDeliveryRepository,
  ) {}

  async exportFor(subject: DataSubject): Promise<unknown> {
    const orders = await this.orders.forCustomer(subject.userId, subject.email, { paidOnly: false, limit: PERSONAL_DATA_EXPORT_LIMIT });
    const gifts = await this.gifts.ofOrders(orders.map((order) => order.id));
    return orders.map((order) => ({
      reference: referenceOf(order.id),
      email: order.email,
      status: order.status,
      totalPence: order.totalPence,
      placedAt: order.createdAt.toISOString(),
      paidAt: order.paidAt?.toISOString() ?? null,
      lines: order.lines.map(({ productName, quantity, unitPricePence }) => ({ productName, quantity, unitPricePence })),
      vouchers: order.vouchers.map((voucher) => ({
        code: voucher.code,
        productName: voucher.productName,
        valuePence: voucher.valuePence,
        expiresAt: voucher.expiresAt.toISOString(),
      })),
      giftsSent: gifts
        .filter((gift) => gift.orderId === order.id)
        .map(({ recipientName, recipientEmail, message, deliverOn, deliveredAt }) => ({
          recipientName,
          recipientEmail,
          message,
          deliverOn,
          deliveredAt: deliveredAt?.toISOString() ?? null,
        })),
    }));
  }

  /** Nothing in the shop stops a deletion: paid orders are kept, anonymised. */
  async assertErasable(): Promise<void> {}

  async erase(subject: DataSubject, anonymised: Anonymised): Promise<void> {
    await this.orders.anonymiseCustomer(subject.userId, subject.email, anonymised.email);
  }
}
