import { addMonths } from 'date-fns';
import { SESSION_CATALOGUE, type SessionType } from '../../booking/domain/session-catalogue';
import type { OrderLine } from './order';

/** Gift vouchers are valid for 12 months from issue (SPEC Terms). */
export const VOUCHER_VALIDITY_MONTHS = 12;

/** Crockford's base32: no I, L, O or U, so a code read aloud or retyped is not mistaken. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_CHARS = 12;
export const VOUCHER_CODE_PATTERN = /^SKY-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** The session (and duration) a gift card names: what its voucher books. */
export interface VoucherExperience {
  sessionType: SessionType;
  durationMinutes: number;
}

export interface GiftVoucher {
  id: string;
  code: string;
  orderId: string;
  orderLineId: string;
  /** 1..quantity: the n-th voucher of its order line (issuing again finds the same slots). */
  sequence: number;
  productId: string;
  productName: string;
  valuePence: number;
  /** What the gift card named at issue; null for a card that names no session (redeemed for its value). */
  experience: VoucherExperience | null;
  issuedAt: Date;
  expiresAt: Date;
}

export type NewVoucher = Omit<GiftVoucher, 'id'>;

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

/** Gift cards name their experience as the shop groups them (SPEC section 2, /shop): by name. */
const GIFT_CARD_NAMES: readonly [RegExp, SessionType][] = [
  [/try and fly/i, 'tryandfly'],
  [/fear of flying/i, 'fearofflying'],
  [/intro to (the )?airbus/i, 'intro'],
  [/scenario flight/i, 'scenario'],
  [/home sim/i, 'homesim60'],
  [/aspiring pilot/i, 'aspiringpilot'],
  [/full experience/i, 'skill'],
  [/extended adventure/i, 'rating'],
  [/ultimate session/i, 'custom'],
];

/**
 * The experience a gift card is for: the session its name names, for the duration its price buys
 * (the shortest when the price matches none). Null when the name names no session.
 */
export function giftCardExperience(productName: string, unitPricePence: number): VoucherExperience | null {
  const sessionType = GIFT_CARD_NAMES.find(([pattern]) => pattern.test(productName))?.[1];
  const session = SESSION_CATALOGUE.find((candidate) => candidate.id === sessionType);
  if (!session) return null;
  const option = session.durationOptions.find((candidate) => candidate.pricePence === unitPricePence) ?? session.durationOptions[0];
  return { sessionType: session.id, durationMinutes: option.minutes };
}

export function voucherExpiry(issuedAt: Date): Date {
  return addMonths(issuedAt, VOUCHER_VALIDITY_MONTHS);
}

export function isGiftCardLine(line: Pick<OrderLine, 'category'>): boolean {
  return line.category === 'Gift Card';
}

/** One voucher per Gift Card unit on the order (a line of 3 gift cards issues 3 codes). */
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
      experience: giftCardExperience(line.productName, line.unitPricePence),
      issuedAt,
      expiresAt: voucherExpiry(issuedAt),
    })),
  );
}
