import { randomBytes } from 'node:crypto';
import type { OrderLine } from './order';
import { normalizeVoucherCode, voucherBookingPath, VOUCHER_CODE_PATTERN, voucherCode, voucherExpiry, vouchersFor } from './voucher';

const line = (overrides: Partial<OrderLine>): OrderLine => ({
  id: 'line-1',
  position: 0,
  productId: 'product-1',
  productName: 'Try and Fly Gift Card',
  category: 'Gift Card',
  unitPricePence: 12_900,
  quantity: 1,
  giftFor: { experienceId: 'try-and-fly', optionId: '60-minutes' },
  ...overrides,
});

describe('gift vouchers', () => {
  it('formats 60 random bits as SKY-XXXX-XXXX-XXXX in Crockford base32', () => {
    expect(voucherCode(new Uint8Array(8))).toBe('SKY-0000-0000-0000');
    expect(voucherCode(new Uint8Array(8).fill(255))).toBe('SKY-ZZZZ-ZZZZ-ZZZZ');
    for (let index = 0; index < 200; index++) expect(voucherCode(randomBytes(8))).toMatch(VOUCHER_CODE_PATTERN);
  });

  it('gives different codes for different random bytes (no collisions in 10,000 draws)', () => {
    const codes = new Set(Array.from({ length: 10_000 }, () => voucherCode(randomBytes(8))));
    expect(codes.size).toBe(10_000);
  });

  it('uses every one of the 60 bits', () => {
    const seen = new Set<string>();
    for (let bit = 0; bit < 60; bit++) {
      const bytes = new Uint8Array(8);
      const value = 1n << BigInt(bit);
      for (let index = 0; index < 8; index++) bytes[7 - index] = Number((value >> BigInt(index * 8)) & 255n);
      seen.add(voucherCode(bytes));
    }
    expect(seen.size).toBe(60);
  });

  it('expires 12 months after issue (29 February → 28 February)', () => {
    expect(voucherExpiry(new Date('2025-11-23T10:00:00Z')).toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(voucherExpiry(new Date('2028-02-29T10:00:00Z')).toISOString()).toBe('2029-02-28T10:00:00.000Z');
  });

  it('issues one voucher per gift card unit, for the option its line was checked out for, and none for other products', () => {
    const issuedAt = new Date('2025-11-23T10:00:00Z');
    const vouchers = vouchersFor(
      'order-1',
      [line({ id: 'gift', quantity: 3 }), line({ id: 'cap', category: 'Merchandise', productName: 'Cap', productId: 'cap', quantity: 2, giftFor: null })],
      issuedAt,
      randomBytes,
    );
    expect(vouchers.map((voucher) => [voucher.orderLineId, voucher.sequence])).toEqual([
      ['gift', 1],
      ['gift', 2],
      ['gift', 3],
    ]);
    expect(vouchers[0]).toMatchObject({
      orderId: 'order-1',
      productName: 'Try and Fly Gift Card',
      valuePence: 12_900,
      experience: { experienceId: 'try-and-fly', optionId: '60-minutes' },
      issuedAt,
    });
    expect(new Set(vouchers.map((voucher) => voucher.code)).size).toBe(3);
  });

  it('reads a code as people type it: any case, spaces, no dashes, with or without SKY, O for 0 and I or L for 1', () => {
    expect(normalizeVoucherCode('SKY-7K3M-9Q2X-BC4D')).toBe('SKY-7K3M-9Q2X-BC4D');
    expect(normalizeVoucherCode(' sky 7k3m 9q2x bc4d ')).toBe('SKY-7K3M-9Q2X-BC4D');
    expect(normalizeVoucherCode('7k3m9q2xbc4d')).toBe('SKY-7K3M-9Q2X-BC4D');
    expect(normalizeVoucherCode('SKY-7K3M-9Q2X-BCO1')).toBe('SKY-7K3M-9Q2X-BC01');
    expect(normalizeVoucherCode('sky-i0l0-0000-0000')).toBe('SKY-1010-0000-0000');
    for (const wrong of ['', 'SKY', 'SKY-7K3M-9Q2X-BC4', 'SKY-7K3M-9Q2X-BC4DE', 'SKY-7K3M-9Q2X-BC4U', "SKY-7K3M-9Q2X-BC4'", 'XYZ-7K3M-9Q2X-BC4D']) {
      expect(normalizeVoucherCode(wrong)).toBeNull();
    }
  });

  it('issues a money card (a gift card naming no option) for its value', () => {
    const [money] = vouchersFor('order-1', [line({ productName: '£50 Gift Card', unitPricePence: 5_000, giftFor: null })], new Date(), randomBytes);
    expect(money).toMatchObject({ valuePence: 5_000, experience: null });
  });

  it('links a voucher to where it is booked: the course dialog, the option preselected, or /book-flight for a money card', () => {
    expect(voucherBookingPath({ experienceId: 'fear-of-flying', optionId: '4-hour-course' })).toBe('/fear-of-flying');
    expect(voucherBookingPath({ experienceId: 'scenario-flight', optionId: 'emergency-procedures' })).toBe('/book-flight?experience=scenario-flight&option=emergency-procedures');
    expect(voucherBookingPath(null)).toBe('/book-flight');
  });
});
