import type { BookableOption } from './booking';
import { voucherCover, VoucherExpiredError, VoucherTerms, VoucherVoidError, VoucherWrongExperienceError } from './voucher-redemption';

const now = new Date('2026-11-23T12:00:00Z');
const option = (experienceId: string, optionId: string, name: string, minutes: number, pricePence: number): BookableOption => ({
  experienceId,
  optionId,
  name,
  bookedAs: 'slot',
  minutes,
  pricePence,
  maxPartySize: 1,
  extraPersonPence: 0,
});
const tryAndFly = option('try-and-fly', '60-minutes', 'Try and Fly', 60, 12_900);
const intro60 = option('intro-to-the-airbus', '60-minutes', 'Intro to the Airbus – 60 minutes', 60, 14_900);
const intro120 = option('intro-to-the-airbus', '120-minutes', 'Intro to the Airbus – 120 minutes', 120, 24_900);
const fullExperience = option('full-experience', '60-minutes', 'Full Experience', 60, 14_900);
const aspiringPilot = option('aspiring-pilot', '60-minutes', 'Aspiring Pilot', 60, 14_900);
const homeSim = option('home-sim-coaching', 'starter-session', 'Home Sim Coaching (online)', 60, 5_900);

const voucher = (bought: BookableOption | null, overrides: Partial<VoucherTerms> = {}): VoucherTerms => ({
  id: 'v-1',
  code: 'SKY-7K3M-9Q2X-BC4D',
  name: 'Try and Fly Gift Card',
  valuePence: bought?.pricePence ?? 10_000,
  experience: bought && { experienceId: bought.experienceId, optionId: bought.optionId },
  expiresAt: new Date('2027-11-23T12:00:00Z'),
  voidedAt: null,
  ...overrides,
});

describe('redeeming a gift voucher', () => {
  it('refuses a voucher staff voided, with a sentence that says so', () => {
    const voided = voucher(tryAndFly, { voidedAt: new Date('2026-11-20T09:00:00Z') });
    expect(() => voucherCover(voided, tryAndFly, tryAndFly, now)).toThrow(VoucherVoidError);
    expect(() => voucherCover(voided, tryAndFly, tryAndFly, now)).toThrow('This voucher has been cancelled and can no longer be used.');
  });

  it('pays the whole price of exactly its option, even when the price rose since it was bought', () => {
    expect(voucherCover(voucher(tryAndFly), tryAndFly, tryAndFly, now)).toEqual({ voucherPence: 12_900, toPayPence: 0 });
    const dearer = { ...tryAndFly, pricePence: 13_900 };
    expect(voucherCover(voucher(tryAndFly), dearer, dearer, now)).toEqual({ voucherPence: 13_900, toPayPence: 0 });
  });

  it('pays its value towards a dearer option of any experience; the card pays the difference', () => {
    expect(voucherCover(voucher(tryAndFly), tryAndFly, aspiringPilot, now)).toEqual({ voucherPence: 12_900, toPayPence: 2_000 });
    expect(voucherCover(voucher(intro60), intro60, intro120, now)).toEqual({ voucherPence: 14_900, toPayPence: 10_000 });
  });

  it('refuses a cheaper or equally priced other option, naming its own (no change is given)', () => {
    expect(() => voucherCover(voucher(intro60), intro60, tryAndFly, now)).toThrow(VoucherWrongExperienceError);
    expect(() => voucherCover(voucher(intro60), intro60, fullExperience, now)).toThrow(
      'This voucher is for Intro to the Airbus – 60 minutes. Please choose that, or a dearer experience and pay the difference: gift vouchers are non-refundable, so no change is given.',
    );
    expect(() => voucherCover(voucher(intro120), intro120, intro60, now)).toThrow(/Intro to the Airbus – 120 minutes/);
  });

  it('refuses an expired voucher, from the instant it expires', () => {
    const expiring = voucher(tryAndFly, { expiresAt: now });
    expect(() => voucherCover(expiring, tryAndFly, tryAndFly, now)).toThrow(VoucherExpiredError);
    expect(() => voucherCover(expiring, tryAndFly, tryAndFly, now)).toThrow(
      'This voucher expired on 23 November 2026. Gift vouchers are valid for 12 months.',
    );
    expect(voucherCover(expiring, tryAndFly, tryAndFly, new Date(now.getTime() - 1)).toPayPence).toBe(0);
  });

  it('redeems a money card for its value towards anything; a remainder is forfeited', () => {
    const money = voucher(null, { name: '£100 Gift Card' });
    expect(voucherCover(money, null, tryAndFly, now)).toEqual({ voucherPence: 10_000, toPayPence: 2_900 });
    expect(voucherCover(money, null, homeSim, now)).toEqual({ voucherPence: 5_900, toPayPence: 0 });
  });
});
