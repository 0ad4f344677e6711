import { walkTransitionTable } from '../../../../test/transition-table';
import { IllegalPaymentTransition, isTestPayment, isValidPaymentAmount, PAYMENT_MOVES, refundProblem, reportedMove } from './payment';

describe('payment transitions', () => {
  // A declined card leaves the intent open for another try; an authorised one is captured or cancelled; succeeded and canceled are final.
  const open = ['creating', 'requires_payment_method', 'processing'] as const;
  const reported = ['requires_payment_method', 'processing', 'requires_capture', 'succeeded', 'canceled'] as const;
  walkTransitionTable(
    PAYMENT_MOVES,
    ['creating', ...reported],
    [
      // An open intent may move to any status the provider reports but its own; an authorised one is captured or cancelled.
      ...open.flatMap((from) => reported.filter((to) => to !== from).map((to) => `${from} → ${to}` as const)),
      'requires_capture → succeeded',
      'requires_capture → canceled',
    ],
    IllegalPaymentTransition,
  );

  const now = new Date('2026-11-23T10:18:00Z');

  it('records what the provider reported, and when a payment succeeded', () => {
    const created = reportedMove({ status: 'creating' }, { status: 'requires_payment_method', isTest: true, paymentIntentId: 'pi_1' }, now);
    expect([created?.to, created?.changes]).toEqual(['requires_payment_method', { isTest: true, paymentIntentId: 'pi_1' }]);
    const succeeded = reportedMove({ status: 'requires_capture' }, { status: 'succeeded', isTest: false }, now);
    expect([succeeded?.to, succeeded?.changes]).toEqual(['succeeded', { isTest: false, succeededAt: now }]);
  });

  it('records a captured payment fulfilled in the same move once what it pays for was secured, and only a success', () => {
    const captured = reportedMove({ status: 'requires_capture' }, { status: 'succeeded', isTest: false }, now, true);
    expect(captured?.changes).toEqual({ isTest: false, succeededAt: now, fulfilledAt: now });
    const canceled = reportedMove({ status: 'requires_capture' }, { status: 'canceled', isTest: false }, now, true);
    expect(canceled?.changes).toEqual({ isTest: false });
  });

  it('reports no change when the provider repeats the status', () => {
    expect(reportedMove({ status: 'succeeded' }, { status: 'succeeded', isTest: false }, now)).toBeNull();
    expect(reportedMove({ status: 'requires_payment_method' }, { status: 'requires_payment_method', isTest: false }, now)).toBeNull();
  });

  it('refuses a move the table does not allow', () => {
    expect(() => reportedMove({ status: 'canceled' }, { status: 'succeeded', isTest: false }, now)).toThrow(IllegalPaymentTransition);
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
