import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../shared/config/app-config';
import { mailBrandOf } from '../../../shared/mail/mail-brand';
import type { MailComposer, OutgoingMail, QueuedEvent } from '../../../shared/mail/outgoing-mail';
import { VOUCHER_ISSUED_EVENT } from './voucher-admin.service';
import { VoucherService } from './voucher.service';
import { giftVoucherMail } from './voucher-mails';

/** A voucher staff issued by hand is e-mailed to its recipient, as a bought one is to its buyer. */
@Injectable()
export class VoucherMailComposer implements MailComposer {
  static readonly eventTypes = [VOUCHER_ISSUED_EVENT] as const;
  readonly eventTypes = VoucherMailComposer.eventTypes;

  constructor(
    private readonly vouchers: VoucherService,
    private readonly config: AppConfig,
  ) {}

  async compose(_eventType: string, event: QueuedEvent): Promise<OutgoingMail[]> {
    const voucher = await this.vouchers.findById(String(event.voucherId));
    if (!voucher?.recipientEmail || voucher.voided) return [];
    return [giftVoucherMail(voucher, voucher.recipientEmail, mailBrandOf(this.config), false)];
  }
}
