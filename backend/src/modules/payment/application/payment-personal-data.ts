import { Inject, Injectable } from '@nestjs/common';
import { type Anonymised, type DataSubject, PERSONAL_DATA_EXPORT_LIMIT, type PersonalDataHolder } from '../../account/account.public';
import { PAYMENT_REPOSITORY, PaymentRepository } from './payment.ports';

/**
 * The account module's PersonalDataHolder for card payments: each keeps the receipt e-mail it was made
 * with. Payments are kept for the accounts, so deletion replaces the e-mail; nothing else in them (the
 * provider's metadata holds ids only) names the customer.
 */
@Injectable()
export class PaymentPersonalData implements PersonalDataHolder {
  readonly area = 'payments';

  constructor(@Inject(PAYMENT_REPOSITORY) private readonly payments: PaymentRepository) {}

  async exportFor(subject: DataSubject): Promise<unknown> {
    const payments = await this.payments.forEmail(subject.email, PERSONAL_DATA_EXPORT_LIMIT);
    return payments.map((payment) => ({
      for: payment.description,
      email: payment.email,
      amountPence: payment.amountPence,
      status: payment.status,
      startedAt: payment.createdAt.toISOString(),
      succeededAt: payment.succeededAt?.toISOString() ?? null,
    }));
  }

  /** Nothing about a payment stops a deletion. */
  async assertErasable(): Promise<void> {}

  async erase(subject: DataSubject, anonymised: Anonymised): Promise<void> {
    await this.payments.anonymiseEmail(subject.email, anonymised.email);
  }
}
