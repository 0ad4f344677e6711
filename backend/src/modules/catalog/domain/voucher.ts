import { addMonths } from 'date-fns';
import type { OrderLine } from './order';

/** Gift vouchers are valid for 12 months from issue (SPEC Terms). */
export const VOUCHER_VALIDITY_MONTHS = 12;

/** Crockford's base32: no I, L, O or U, so a code read aloud or retyped is not mistaken. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_CHARS = 12;
export const VOUCHER_CODE_PATTERN = /^SKY-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

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
      issuedAt,
      expiresAt: voucherExpiry(issuedAt),
    })),
  );
}
