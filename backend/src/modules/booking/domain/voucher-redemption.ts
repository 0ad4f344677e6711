import { domainError, fixedDomainError } from '../../../shared/errors/domain-error';
import type { BookableOption } from './booking';

/** A gift voucher as booking sees it: what it was issued for and until when. */
export interface VoucherTerms {
  id: string;
  code: string;
  /** The gift card it was sold as ('Try and Fly Gift Card'). */
  name: string;
  /** What the gift card cost, integer pence. */
  valuePence: number;
  /** The experience option the card buys; null for a money card (redeemed for its value). */
  experience: { experienceId: string; optionId: string } | null;
  expiresAt: Date;
  /** When staff voided it (it can no longer be redeemed); null while it is good. */
  voidedAt: Date | null;
}

/** What the voucher pays and what is left for the card. */
export interface VoucherCover {
  voucherPence: number;
  toPayPence: number;
}

export class VoucherNotFoundError extends fixedDomainError(
  'VOUCHER.NOT_FOUND',
  'not_found',
  'We could not find that voucher code. Please check it and try again.',
) {}

export class VoucherExpiredError extends domainError('VOUCHER.EXPIRED', 'gone') {
  constructor(expiresAt: Date) {
    super(
      `This voucher expired on ${expiresAt.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' })}. Gift vouchers are valid for 12 months.`,
    );
  }
}

export class VoucherVoidError extends fixedDomainError(
  'VOUCHER.VOID',
  'gone',
  'This voucher has been cancelled and can no longer be used. Please contact us if you have any questions.',
) {}

export class VoucherUsedError extends fixedDomainError(
  'VOUCHER.USED',
  'conflict',
  'This voucher has already been used for a booking.',
) {}

/** A course's card payment found its gift voucher used by another booking meanwhile: the card was not charged. */
export class VoucherUsedWhilePayingError extends fixedDomainError(
  'VOUCHER.USED',
  'conflict',
  'Your gift voucher was used for another booking while you were paying, so your card has not been charged and nothing has been booked. Please book again, or call us.',
) {}

/** A course's card payment found its gift voucher cancelled by staff meanwhile: the card was not charged. */
export class VoucherVoidedWhilePayingError extends fixedDomainError(
  'VOUCHER.VOID',
  'gone',
  'Your gift voucher was cancelled while you were paying, so your card has not been charged and nothing has been booked. Please contact us.',
) {}

export class VoucherWrongExperienceError extends domainError('VOUCHER.WRONG_EXPERIENCE', 'invalid') {}

/**
 * What a voucher pays towards an option (gift cards are non-refundable: no change is given):
 * - an option card for exactly its option: the whole price, nothing is left to pay;
 * - an option card towards a dearer option of any experience: its value, the card pays the difference;
 * - an option card for a cheaper or equally priced other option is refused, naming its option;
 * - a money card pays up to its value; any remainder is forfeited.
 * `bought` is the option card's option as the catalogue has it (null for a money card).
 */
export function voucherCover(voucher: VoucherTerms, bought: BookableOption | null, chosen: BookableOption, now: Date): VoucherCover {
  if (voucher.voidedAt) throw new VoucherVoidError();
  if (voucher.expiresAt.getTime() <= now.getTime()) throw new VoucherExpiredError(voucher.expiresAt);
  if (!voucher.experience || !bought) {
    const voucherPence = Math.min(voucher.valuePence, chosen.pricePence);
    return { voucherPence, toPayPence: chosen.pricePence - voucherPence };
  }
  if (bought.experienceId === chosen.experienceId && bought.optionId === chosen.optionId) {
    // One person's place: a party pays its other places by card (docs/product.md, Gift cards).
    const voucherPence = Math.min(bought.pricePence, chosen.pricePence);
    return { voucherPence, toPayPence: chosen.pricePence - voucherPence };
  }
  if (chosen.pricePence <= bought.pricePence) {
    throw new VoucherWrongExperienceError(
      `This voucher is for ${bought.name}. Please choose that, or a dearer experience and pay the difference: gift vouchers are non-refundable, so no change is given.`,
    );
  }
  const voucherPence = Math.min(voucher.valuePence, chosen.pricePence);
  return { voucherPence, toPayPence: chosen.pricePence - voucherPence };
}
