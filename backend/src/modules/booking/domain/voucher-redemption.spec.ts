import {
  VoucherBookedByContactError,
  voucherCover,
  VoucherExpiredError,
  VoucherTerms,
  VoucherWrongExperienceError,
} from './voucher-redemption';

const now = new Date('2026-11-23T12:00:00Z');
const voucher = (overrides: Partial<VoucherTerms> = {}): VoucherTerms => ({
  id: 'v-1',
  code: 'SKY-7K3M-9Q2X-BC4D',
  name: 'Try and Fly Gift Card',
  valuePence: 12_900,
  experience: { sessionType: 'tryandfly', durationMinutes: 60 },
  expiresAt: new Date('2027-11-23T12:00:00Z'),
  ...overrides,
});

describe('redeeming a gift voucher', () => {
  it('pays the whole price of exactly its experience, even when the price rose since it was bought', () => {
    expect(voucherCover(voucher(), { sessionType: 'tryandfly', durationMinutes: 60, pricePence: 12_900 }, now)).toEqual({
      voucherPence: 12_900,
      toPayPence: 0,
    });
    expect(voucherCover(voucher(), { sessionType: 'tryandfly', durationMinutes: 60, pricePence: 13_900 }, now)).toEqual({
      voucherPence: 13_900,
      toPayPence: 0,
    });
  });

  it('pays its value towards a dearer session or a longer duration; the card pays the difference', () => {
    expect(voucherCover(voucher(), { sessionType: 'aspiringpilot', durationMinutes: 60, pricePence: 14_900 }, now)).toEqual({
      voucherPence: 12_900,
      toPayPence: 2_000,
    });
    const intro = voucher({
      name: 'Intro to Airbus Gift Card',
      valuePence: 14_900,
      experience: { sessionType: 'intro', durationMinutes: 60 },
    });
    expect(voucherCover(intro, { sessionType: 'intro', durationMinutes: 120, pricePence: 24_900 }, now)).toEqual({
      voucherPence: 14_900,
      toPayPence: 10_000,
    });
  });

  it('refuses a cheaper or equally priced other session, naming its experience (no change is given)', () => {
    const intro = voucher({ valuePence: 14_900, experience: { sessionType: 'intro', durationMinutes: 60 } });
    expect(() => voucherCover(intro, { sessionType: 'tryandfly', durationMinutes: 60, pricePence: 12_900 }, now)).toThrow(
      VoucherWrongExperienceError,
    );
    expect(() => voucherCover(intro, { sessionType: 'skill', durationMinutes: 60, pricePence: 14_900 }, now)).toThrow(
      'This voucher is for Intro to the Airbus (1 hour). Please choose that session, or a dearer one and pay the difference: gift vouchers are non-refundable, so no change is given.',
    );
    const twoHours = voucher({ valuePence: 24_900, experience: { sessionType: 'intro', durationMinutes: 120 } });
    expect(() => voucherCover(twoHours, { sessionType: 'intro', durationMinutes: 60, pricePence: 14_900 }, now)).toThrow(
      /Intro to the Airbus \(2 hours\)/,
    );
  });

  it('refuses an expired voucher, from the instant it expires', () => {
    const expiring = voucher({ expiresAt: now });
    expect(() => voucherCover(expiring, { sessionType: 'tryandfly', durationMinutes: 60, pricePence: 12_900 }, now)).toThrow(
      VoucherExpiredError,
    );
    expect(() => voucherCover(expiring, { sessionType: 'tryandfly', durationMinutes: 60, pricePence: 12_900 }, now)).toThrow(
      'This voucher expired on 23 November 2026. Gift vouchers are valid for 12 months.',
    );
    expect(
      voucherCover(expiring, { sessionType: 'tryandfly', durationMinutes: 60, pricePence: 12_900 }, new Date(now.getTime() - 1))
        .toPayPence,
    ).toBe(0);
  });

  it('sends a Fear of Flying voucher to staff: the course is arranged with them, not in a slot', () => {
    const course = voucher({ valuePence: 29_500, experience: { sessionType: 'fearofflying', durationMinutes: 240 } });
    expect(() => voucherCover(course, { sessionType: 'custom', durationMinutes: 120, pricePence: 24_900 }, now)).toThrow(
      VoucherBookedByContactError,
    );
  });

  it('redeems a gift card that names no session for its value, towards a session costing at least that', () => {
    const value = voucher({ name: 'Gift Card', valuePence: 10_000, experience: null });
    expect(voucherCover(value, { sessionType: 'tryandfly', durationMinutes: 60, pricePence: 12_900 }, now)).toEqual({
      voucherPence: 10_000,
      toPayPence: 2_900,
    });
    expect(() => voucherCover(value, { sessionType: 'homesim60', durationMinutes: 60, pricePence: 9_900 }, now)).toThrow(
      'This £100.00 voucher can be used towards a session costing at least £100.00. Gift vouchers are non-refundable, so no change is given.',
    );
  });
});
