import { TZDate } from '@date-fns/tz';
import { addYears } from 'date-fns';
import { StateMachine, type Transition } from '../../../shared/domain/state-machine';
import { domainError, fixedDomainError } from '../../../shared/errors/domain-error';
import type { VoucherExperience } from './product';
import { type GiftVoucher, type NewVoucher, voucherCode, voucherExpiry } from './voucher';

/** Staff's changes to a voucher, each kept with its reason (docs/product.md, Staff panel: VOUCHERS). */
export type VoucherChangeKind = 'issued' | 'extended' | 'voided';

export interface VoucherChange {
  voucherId: string;
  kind: VoucherChangeKind;
  reason: string;
  expiresBefore: Date | null;
  expiresAfter: Date | null;
  staffUserId: string | null;
  createdAt: Date;
}

export const VOUCHER_REASON_MAX_LENGTH = 500;
/** A voucher issued by hand for a money value: £1 to £1,000. */
export const HAND_VOUCHER_MIN_PENCE = 100;
export const HAND_VOUCHER_MAX_PENCE = 100_000;
/** How far ahead staff can move an expiry: five years from today. */
const MAX_EXTENSION_YEARS = 5;
const LONDON = 'Europe/London';
const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export class VoucherReasonRequiredError extends fixedDomainError(
  'VOUCHER.REASON_REQUIRED',
  'invalid',
  `Please give a reason (up to ${VOUCHER_REASON_MAX_LENGTH} characters).`,
) {}

export class VoucherExpiryInvalidError extends domainError('VOUCHER.EXPIRY_INVALID', 'invalid') {}

export class VoucherAlreadyVoidError extends fixedDomainError('VOUCHER.ALREADY_VOID', 'conflict', 'This voucher has already been voided.') {}

export class VoucherValueInvalidError extends fixedDomainError(
  'VOUCHER.VALUE_INVALID',
  'invalid',
  'A voucher is for an experience or for a value from £1 to £1,000, not both.',
) {}

export class StaffVoucherNotFoundError extends fixedDomainError('VOUCHER.NOT_FOUND', 'not_found', 'There is no such voucher.') {}

/** A voucher is active (redeemable until it expires) or void; staff void an active one, and a void one stays void. */
export type VoucherState = 'active' | 'void';

export const VOUCHER_MOVES = new StateMachine<VoucherState>({ active: ['void'], void: [] }, () => new VoucherAlreadyVoidError());

export const voucherState = (voucher: Pick<GiftVoucher, 'voided'>): VoucherState => (voucher.voided ? 'void' : 'active');

/** A voucher's move to void, with when and why: what its repository applies. */
export type VoucherTransition = Transition<VoucherState, Pick<GiftVoucher, 'voided'>>;

/** Staff void a voucher (the reason checked by `changeReason`): it can no longer be redeemed; a booking it paid for stands. */
export function voidVoucher(voucher: Pick<GiftVoucher, 'voided'>, reason: string, now: Date): VoucherTransition {
  return VOUCHER_MOVES.move(voucherState(voucher), 'void', { voided: { at: now, reason } });
}

/** The reason trimmed; refused when empty or too long. */
export function changeReason(reason: string): string {
  const trimmed = reason.trim();
  if (!trimmed || trimmed.length > VOUCHER_REASON_MAX_LENGTH) throw new VoucherReasonRequiredError();
  return trimmed;
}

/** The London calendar date ('YYYY-MM-DD') of an instant. */
export function londonDate(instant: Date): string {
  const local = new TZDate(instant.getTime(), LONDON);
  return `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')}`;
}

const longDate = (instant: Date) => instant.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: LONDON });

/**
 * The new expiry when staff extend a voucher to the end of `date` (a London day): later than the expiry it has,
 * and no more than five years from today. A void voucher is not extended.
 */
export function extendedExpiry(voucher: Pick<GiftVoucher, 'expiresAt' | 'voided'>, date: string, now: Date): Date {
  if (voucher.voided) throw new VoucherAlreadyVoidError();
  const match = LOCAL_DATE.exec(date);
  if (!match) throw new VoucherExpiryInvalidError('Please choose the new expiry date.');
  const [year, month, day] = match.slice(1).map(Number);
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) throw new VoucherExpiryInvalidError('Please choose the new expiry date.');
  // Midnight at the start of the next London day: the voucher is good for the whole of `date`.
  const expiresAt = new Date(new TZDate(year, month - 1, day + 1, LONDON).getTime());
  if (expiresAt.getTime() <= voucher.expiresAt.getTime()) {
    throw new VoucherExpiryInvalidError(`The new expiry must be after the current one (${longDate(voucher.expiresAt)}).`);
  }
  if (expiresAt.getTime() <= now.getTime()) throw new VoucherExpiryInvalidError('The new expiry must be in the future.');
  const latest = addYears(now, MAX_EXTENSION_YEARS);
  if (expiresAt.getTime() > latest.getTime()) {
    throw new VoucherExpiryInvalidError(`The new expiry can be at most ${MAX_EXTENSION_YEARS} years ahead (${longDate(latest)}).`);
  }
  return expiresAt;
}

/** What a voucher issued by hand is for: an experience option (named and priced as the catalogue has it now) or a value. */
export type HandVoucherFor =
  | { kind: 'experience'; experience: VoucherExperience; name: string; pricePence: number }
  | { kind: 'value'; valuePence: number };

/** A goodwill voucher: valid 12 months from now like a bought one, e-mailed to its recipient. */
export function handIssuedVoucher(what: HandVoucherFor, recipientEmail: string, now: Date, randomBytes: (size: number) => Uint8Array): NewVoucher {
  if (what.kind === 'value' && (!Number.isSafeInteger(what.valuePence) || what.valuePence < HAND_VOUCHER_MIN_PENCE || what.valuePence > HAND_VOUCHER_MAX_PENCE)) {
    throw new VoucherValueInvalidError();
  }
  const pounds = what.kind === 'value' ? (what.valuePence / 100).toLocaleString('en-GB', { minimumFractionDigits: what.valuePence % 100 ? 2 : 0 }) : '';
  return {
    code: voucherCode(randomBytes(8)),
    orderId: null,
    orderLineId: null,
    sequence: 1,
    productId: null,
    productName: what.kind === 'experience' ? `${what.name} Gift Voucher` : `£${pounds} Gift Voucher`,
    valuePence: what.kind === 'experience' ? what.pricePence : what.valuePence,
    experience: what.kind === 'experience' ? what.experience : null,
    issuedAt: now,
    expiresAt: voucherExpiry(now),
    recipientEmail: recipientEmail.trim().toLowerCase(),
    voided: null,
  };
}
