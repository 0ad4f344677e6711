import { addMonths } from 'date-fns';
import type { OrderLine } from './order';
import type { VoucherExperience } from './product';

/** Gift vouchers are valid for 12 months from issue (docs/product.md, Gift cards). */
export const VOUCHER_VALIDITY_MONTHS = 12;

/** Crockford's base32: no I, L, O or U, so a code read aloud or retyped is not mistaken. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_CHARS = 12;
export const VOUCHER_CODE_PATTERN = /^SKY-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

export interface GiftVoucher {
  id: string;
  code: string;
  /** The order that bought it; null for a voucher staff issued by hand (goodwill), which has a recipient instead. */
  orderId: string | null;
  orderLineId: string | null;
  /** 1..quantity: the n-th voucher of its order line (issuing again finds the same slots). */
  sequence: number;
  productId: string | null;
  productName: string;
  valuePence: number;
  /** The option the gift card bought at issue; null for a money card (redeemed for its value). */
  experience: VoucherExperience | null;
  issuedAt: Date;
  expiresAt: Date;
  /** Who a voucher issued by hand was e-mailed to (null for a voucher an order bought: its buyer has it). */
  recipientEmail: string | null;
  /** Set when staff voided it: it can no longer be redeemed. */
  voided: { at: Date; reason: string } | null;
}

export type NewVoucher = Omit<GiftVoucher, 'id'>;

/** The course whose gift card is redeemed in the /fear-of-flying dialog, not on /book-flight. */
const COURSE_EXPERIENCE_ID = 'fear-of-flying';

/** Where a voucher is booked: the course's page for its card, the option preselected for an option card, /book-flight for a money card. */
export function voucherBookingPath(experience: VoucherExperience | null): string {
  if (!experience) return '/book-flight';
  if (experience.experienceId === COURSE_EXPERIENCE_ID) return '/fear-of-flying';
  return `/book-flight?${new URLSearchParams({ experience: experience.experienceId, option: experience.optionId }).toString()}`;
}

/** 'SKY-XXXX-XXXX-XXXX': 60 bits taken from `random` (at least 8 bytes from a cryptographic source). */
export function voucherCode(random: Uint8Array): string {
  if (random.length < 8) throw new Error('A voucher code needs at least 8 random bytes');
  let bits = 0n;
  for (const byte of random.subarray(0, 8)) bits = (bits << 8n) | BigInt(byte);
  let chars = '';
  for (let index = 0; index < CODE_CHARS; index++) {
    chars += ALPHABET[Number((bits >> BigInt(index * 5)) & 31n)];
  }
  return `SKY-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

/**
 * A code as a person types it ('sky 7k3m 9q2x-bc4d', without dashes, in any case) in its printed form,
 * or null when it cannot be one. Crockford's reading rule applies: O is 0, I and L are 1.
 */
export function normalizeVoucherCode(typed: string): string | null {
  let chars = typed.toUpperCase().replace(/[\s-]/g, '');
  if (chars.length === CODE_CHARS + 3 && chars.startsWith('SKY')) chars = chars.slice(3);
  chars = chars.replace(/O/g, '0').replace(/[IL]/g, '1');
  if (chars.length !== CODE_CHARS || [...chars].some((char) => !ALPHABET.includes(char))) return null;
  return `SKY-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

export function voucherExpiry(issuedAt: Date): Date {
  return addMonths(issuedAt, VOUCHER_VALIDITY_MONTHS);
}

export function isGiftCardLine(line: Pick<OrderLine, 'category'>): boolean {
  return line.category === 'Gift Card';
}

/**
 * One voucher per Gift Card unit on the order (a line of 3 gift cards issues 3 codes), for the option its line was
 * checked out for (a line for none is a money card).
 */
export function vouchersFor(
  orderId: string,
  lines: readonly OrderLine[],
  issuedAt: Date,
  randomBytes: (size: number) => Uint8Array,
): NewVoucher[] {
  return lines.filter(isGiftCardLine).flatMap((line) =>
    Array.from({ length: line.quantity }, (_, index) => ({
      code: voucherCode(randomBytes(8)),
      orderId,
      orderLineId: line.id,
      sequence: index + 1,
      productId: line.productId,
      productName: line.productName,
      valuePence: line.unitPricePence,
      experience: line.giftFor,
      issuedAt,
      expiresAt: voucherExpiry(issuedAt),
      recipientEmail: null,
      voided: null,
    })),
  );
}
