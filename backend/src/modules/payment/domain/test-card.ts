/**
 * The built-in test provider's cards, after Stripe's test mode: 4242 4242 4242 4242 succeeds,
 * 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds, and 4000 0025 0000 3155
 * and 4000 0027 6000 3184 need 3-D Secure authentication (the customer's bank challenge) before they
 * are authorised. Any other valid number is declined, as Stripe declines a real card in test mode.
 */
export interface TestCard {
  cardNumber: string;
  /** MM/YY (spaces and a 4-digit year are accepted). */
  expiry: string;
  cvc: string;
}

export type TestCardOutcome =
  /** `authenticate`: the bank asks the customer to approve the payment (3-D Secure) before it is authorised. */
  | { ok: true; last4: string; authenticate: boolean }
  | { ok: false; code: 'PAYMENT.CARD_DECLINED' | 'PAYMENT.INVALID_CARD'; message: string };

export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
  incorrectCvc: '4000000000000127',
  authenticationRequired: '4000002500003155',
  alwaysAuthenticate: '4000002760003184',
} as const;

const AUTHENTICATING: ReadonlySet<string> = new Set([TEST_CARDS.authenticationRequired, TEST_CARDS.alwaysAuthenticate]);

/** Stripe's words when the customer fails or leaves the 3-D Secure challenge. */
export const AUTHENTICATION_FAILED = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

const DECLINES: Record<string, string> = {
  [TEST_CARDS.declined]: 'Your card was declined.',
  [TEST_CARDS.insufficientFunds]: 'Your card has insufficient funds.',
  [TEST_CARDS.expired]: 'Your card has expired.',
  [TEST_CARDS.incorrectCvc]: "Your card's security code is incorrect.",
};

const invalid = (message: string): TestCardOutcome => ({ ok: false, code: 'PAYMENT.INVALID_CARD', message });
const declined = (message: string): TestCardOutcome => ({ ok: false, code: 'PAYMENT.CARD_DECLINED', message });

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The month after which the card stops working, or null when the text is not a usable expiry. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** What happens when the test card is used on `today`. */
export function testCardOutcome(card: TestCard, today: Date): TestCardOutcome {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits)) return invalid('Your card number is incorrect.');
  const expiry = parseExpiry(card.expiry);
  if (!expiry) return invalid("Your card's expiration date is incomplete.");
  const thisMonth = today.getUTCFullYear() * 12 + today.getUTCMonth();
  if (expiry.year * 12 + (expiry.month - 1) < thisMonth) return invalid("Your card's expiration year is in the past.");
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return invalid("Your card's security code is incomplete.");
  if (digits === TEST_CARDS.succeeds || AUTHENTICATING.has(digits)) return { ok: true, last4: digits.slice(-4), authenticate: AUTHENTICATING.has(digits) };
  return declined(DECLINES[digits] ?? 'Your card was declined. In TEST MODE only the test cards work: use 4242 4242 4242 4242.');
}
