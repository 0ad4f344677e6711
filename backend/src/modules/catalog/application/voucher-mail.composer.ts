import { Injectable } from '@nestjs/common';
import type { MailBrand } from '../../../shared/mail/mail-brand';
import type { MailComposer, MailEventOf, OutgoingMail } from '../../../shared/mail/outgoing-mail';
import { VOUCHER_ISSUED_EVENT } from '../domain/catalog-events';
import { VoucherService } from './voucher.service';
import { giftVoucherMail } from './voucher-mails';

/** A voucher staff issued by hand is e-mailed to its recipient, as a bought one is to its buyer. */
@Injectable()
export class VoucherMailComposer implements MailComposer {
  static readonly events = [VOUCHER_ISSUED_EVENT] as const;

  constructor(private readonly vouchers: VoucherService) {}

  async compose(event: MailEventOf<typeof VoucherMailComposer>, brand: MailBrand): Promise<OutgoingMail[]> {
    const voucher = await this.vouchers.findById(event.data.voucherId);
    if (!voucher?.recipientEmail || voucher.voided) return [];
    return [giftVoucherMail(voucher, voucher.recipientEmail, brand, false)];
  }
}
