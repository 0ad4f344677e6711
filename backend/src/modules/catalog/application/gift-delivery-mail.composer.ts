import { Injectable } from '@nestjs/common';
import type { MailBrand } from '../../../shared/mail/mail-brand';
import type { MailComposer, MailEventOf, OutgoingMail } from '../../../shared/mail/outgoing-mail';
import { giftDeliveredNote, giftRecipientMail } from './gift-delivery-mails';
import { GIFT_DELIVERY_DUE_EVENT } from '../domain/catalog-events';
import { GiftDeliveryService } from './gift-delivery.service';

/** A gift that fell due: the recipient's gift e-mail and the buyer's note that it went. */
@Injectable()
export class GiftDeliveryMailComposer implements MailComposer {
  static readonly events = [GIFT_DELIVERY_DUE_EVENT] as const;

  constructor(private readonly gifts: GiftDeliveryService) {}

  async compose(event: MailEventOf<typeof GiftDeliveryMailComposer>, brand: MailBrand): Promise<OutgoingMail[]> {
    const gift = await this.gifts.toDeliver(event.data.deliveryId);
    // Its order refunded and cancelled since: the sweep no longer claims it.
    if (!gift) return [];
    // The mailer has it: the sweep stops queueing it again (the e-mail job's own retries carry it now).
    if (!gift.delivery.deliveredAt) await this.gifts.markDelivered(gift.delivery.id, new Date());
    // Every code voided by staff: nothing to give (and, marked above, nothing to queue again).
    if (gift.vouchers.length === 0) return [];
    return [giftRecipientMail(gift, brand), giftDeliveredNote(gift, brand)];
  }
}
