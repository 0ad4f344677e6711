import { IllegalPaymentTransition, isTestPayment, isValidPaymentAmount, nextPaymentStatus, refundProblem } from './payment';

describe('payment state machine', () => {
  it.each([
    ['creating', 'requires_payment_method'],
    ['creating', 'succeeded'],
    ['requires_payment_method', 'processing'],
    ['requires_payment_method', 'succeeded'],
    ['processing', 'succeeded'],
    ['processing', 'requires_payment_method'],
    ['requires_payment_method', 'canceled'],
    ['requires_payment_method', 'requires_capture'],
    ['requires_capture', 'succeeded'],
    ['requires_capture', 'canceled'],
  ] as const)('moves from %s to %s', (from, to) => {
    expect(nextPaymentStatus(from, to)).toBe(to);
  });

  it('reports no change when the provider repeats the status', () => {
    expect(nextPaymentStatus('succeeded', 'succeeded')).toBeNull();
    expect(nextPaymentStatus('requires_payment_method', 'requires_payment_method')).toBeNull();
  });

  it.each([
    ['succeeded', 'requires_payment_method'],
    ['succeeded', 'canceled'],
    ['canceled', 'succeeded'],
    ['requires_capture', 'requires_payment_method'],
    ['canceled', 'requires_capture'],
  ] as const)('refuses to move from %s to %s', (from, to) => {
    expect(() => nextPaymentStatus(from, to)).toThrow(IllegalPaymentTransition);
  });
});

describe('test payments', () => {
  it('counts every intent of the built-in provider, and Stripe test-mode intents, as test payments', () => {
    expect(isTestPayment('test', true)).toBe(true);
    expect(isTestPayment('test', false)).toBe(true);
    expect(isTestPayment('stripe', false)).toBe(true);
    expect(isTestPayment('stripe', true)).toBe(false);
  });
});

describe('payment amounts and refunds', () => {
  it('accepts whole pence from 1p to £999,999.99 only', () => {
    expect(isValidPaymentAmount(1)).toBe(true);
    expect(isValidPaymentAmount(99_999_999)).toBe(true);
    for (const amount of [0, -100, 12.5, 100_000_000, Number.NaN]) expect(isValidPaymentAmount(amount)).toBe(false);
  });

  it('never refunds more than was paid, counting earlier refunds', () => {
    expect(refundProblem(29_500, 0, 29_500)).toBeNull();
    expect(refundProblem(29_500, 14_750, 14_750)).toBeNull();
    expect(refundProblem(29_500, 14_750, 14_751)).toMatch(/14750 pence/);
    expect(refundProblem(29_500, 0, 0)).toMatch(/at least 1p/);
    expect(refundProblem(29_500, 0, 10.5)).toMatch(/whole number/);
  });
});
