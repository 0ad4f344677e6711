import { luhnValid, parseExpiry, TEST_CARDS, testCardOutcome } from './test-card';

const today = new Date('2025-11-23T12:00:00Z');
const card = (cardNumber: string, expiry = '12/30', cvc = '123') => ({ cardNumber, expiry, cvc });

describe('test cards', () => {
  it('4242 4242 4242 4242 succeeds, with spaces or without', () => {
    expect(testCardOutcome(card('4242 4242 4242 4242'), today)).toEqual({ ok: true, last4: '4242', authenticate: false });
    expect(testCardOutcome(card(TEST_CARDS.succeeds, '1230', '1234'), today)).toEqual({ ok: true, last4: '4242', authenticate: false });
  });

  it('4000 0025 0000 3155 and 4000 0027 6000 3184 need 3-D Secure authentication first', () => {
    expect(testCardOutcome(card('4000 0025 0000 3155'), today)).toEqual({ ok: true, last4: '3155', authenticate: true });
    expect(testCardOutcome(card('4000 0027 6000 3184'), today)).toEqual({ ok: true, last4: '3184', authenticate: true });
  });

  it('4000 0000 0000 0002 is declined and 4000 0000 0000 9995 has insufficient funds', () => {
    expect(testCardOutcome(card('4000 0000 0000 0002'), today)).toEqual({ ok: false, code: 'PAYMENT.CARD_DECLINED', message: 'Your card was declined.' });
    expect(testCardOutcome(card('4000 0000 0000 9995'), today)).toEqual({
      ok: false,
      code: 'PAYMENT.CARD_DECLINED',
      message: 'Your card has insufficient funds.',
    });
  });

  it('declines any other valid number, as Stripe test mode declines real cards', () => {
    const outcome = testCardOutcome(card('5555 5555 5555 4444'), today);
    expect(outcome).toMatchObject({ ok: false, code: 'PAYMENT.CARD_DECLINED' });
  });

  it('refuses malformed numbers, expiries and security codes', () => {
    expect(testCardOutcome(card('4242 4242 4242 4241'), today)).toMatchObject({ code: 'PAYMENT.INVALID_CARD', message: 'Your card number is incorrect.' });
    expect(testCardOutcome(card('4242'), today)).toMatchObject({ code: 'PAYMENT.INVALID_CARD' });
    expect(testCardOutcome(card(TEST_CARDS.succeeds, '13/30'), today)).toMatchObject({ message: "Your card's expiration date is incomplete." });
    expect(testCardOutcome(card(TEST_CARDS.succeeds, '10/25'), today)).toMatchObject({ message: "Your card's expiration year is in the past." });
    expect(testCardOutcome(card(TEST_CARDS.succeeds, '12/30', '12'), today)).toMatchObject({ message: "Your card's security code is incomplete." });
  });

  it('accepts a card that expires this month', () => {
    expect(testCardOutcome(card(TEST_CARDS.succeeds, '11/25'), today)).toMatchObject({ ok: true });
  });

  it('checks the Luhn digit and reads MM/YY and MM/YYYY', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424243')).toBe(false);
    expect(parseExpiry('04 / 2031')).toEqual({ month: 4, year: 2031 });
    expect(parseExpiry('4/31')).toEqual({ month: 4, year: 2031 });
    expect(parseExpiry('00/31')).toBeNull();
    expect(parseExpiry('soon')).toBeNull();
  });
});
