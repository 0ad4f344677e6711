import { DomainError } from '../../../shared/errors/domain-error';
import { duration, formatPence } from './booking-mails';
import { priceSession, sessionDefinition, type SessionType } from './session-catalogue';

/** A gift voucher as booking sees it: what it was issued for and until when. */
export interface VoucherTerms {
  id: string;
  code: string;
  /** The gift card it was sold as ('Try and Fly Gift Card'). */
  name: string;
  /** What the gift card cost, integer pence. */
  valuePence: number;
  /** The session and duration the card names; null for a card that names none (redeemed for its value). */
  experience: { sessionType: SessionType; durationMinutes: number } | null;
  expiresAt: Date;
}

/** The session being booked, priced by the server. */
export interface ChosenSession {
  sessionType: SessionType;
  durationMinutes: number;
  pricePence: number;
}

/** What the voucher pays and what is left for the card. */
export interface VoucherCover {
  voucherPence: number;
  toPayPence: number;
}

export class VoucherNotFoundError extends DomainError {
  readonly code = 'VOUCHER.NOT_FOUND';
  readonly kind = 'not_found';
  constructor() {
    super('We could not find that voucher code. Please check it and try again.');
  }
}

export class VoucherExpiredError extends DomainError {
  readonly code = 'VOUCHER.EXPIRED';
  readonly kind = 'gone';
  constructor(expiresAt: Date) {
    super(
      `This voucher expired on ${expiresAt.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' })}. Gift vouchers are valid for 12 months.`,
    );
  }
}

export class VoucherUsedError extends DomainError {
  readonly code = 'VOUCHER.USED';
  readonly kind = 'conflict';
  constructor() {
    super('This voucher has already been used for a booking.');
  }
}

export class VoucherWrongExperienceError extends DomainError {
  readonly code = 'VOUCHER.WRONG_EXPERIENCE';
  readonly kind = 'invalid';
  constructor(message: string) {
    super(message);
  }
}

/** The course is arranged with staff, not in a slot, so its vouchers are redeemed by contacting us. */
export class VoucherBookedByContactError extends DomainError {
  readonly code = 'VOUCHER.BOOKED_BY_CONTACT';
  readonly kind = 'invalid';
  constructor(sessionName: string) {
    super(
      `This voucher is for the ${sessionName}, which we arrange with you directly. Please call or e-mail us quoting your voucher code to book it.`,
    );
  }
}

/** 'Try and Fly (1 hour)': how messages name a voucher's experience. */
export function experienceName(experience: NonNullable<VoucherTerms['experience']>): string {
  return `${sessionDefinition(experience.sessionType).name} (${duration(experience.durationMinutes)})`;
}

/**
 * What a voucher pays towards a session (gift cards are non-refundable: no change is given):
 * - for exactly its experience (session and duration), the whole price: nothing is left to pay;
 * - towards a dearer session, its value: the card pays the difference;
 * - a cheaper or equally priced other session is refused, naming the voucher's experience;
 * - a card that names no session pays its value towards any session that costs at least that.
 */
export function voucherCover(voucher: VoucherTerms, chosen: ChosenSession, now: Date): VoucherCover {
  if (voucher.expiresAt.getTime() <= now.getTime()) throw new VoucherExpiredError(voucher.expiresAt);
  const { experience } = voucher;
  if (!experience) {
    if (chosen.pricePence < voucher.valuePence) {
      throw new VoucherWrongExperienceError(
        `This ${formatPence(voucher.valuePence)} voucher can be used towards a session costing at least ${formatPence(voucher.valuePence)}. Gift vouchers are non-refundable, so no change is given.`,
      );
    }
    return { voucherPence: voucher.valuePence, toPayPence: chosen.pricePence - voucher.valuePence };
  }
  const definition = sessionDefinition(experience.sessionType);
  if (definition.bookingMode !== 'slot') throw new VoucherBookedByContactError(definition.name);
  if (experience.sessionType === chosen.sessionType && experience.durationMinutes === chosen.durationMinutes) {
    return { voucherPence: chosen.pricePence, toPayPence: 0 };
  }
  const experiencePrice = priceSession(experience.sessionType, experience.durationMinutes)?.pricePence ?? voucher.valuePence;
  if (chosen.pricePence <= experiencePrice) {
    throw new VoucherWrongExperienceError(
      `This voucher is for ${experienceName(experience)}. Please choose that session, or a dearer one and pay the difference: gift vouchers are non-refundable, so no change is given.`,
    );
  }
  const voucherPence = Math.min(voucher.valuePence, chosen.pricePence);
  return { voucherPence, toPayPence: chosen.pricePence - voucherPence };
}
