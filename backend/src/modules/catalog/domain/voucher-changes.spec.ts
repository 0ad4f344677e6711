import { walkTransitionTable } from '../../../../test/transition-table';
import { VOUCHER_MOVES, VoucherAlreadyVoidError, voidVoucher, voucherState } from './voucher-changes';

describe('voucher transitions', () => {
  // docs/product.md, Staff panel: VOUCHERS: staff void an active voucher; a void one stays void.
  walkTransitionTable(VOUCHER_MOVES, ['active', 'void'], ['active → void'], VoucherAlreadyVoidError);

  it('voids an active voucher with when and why', () => {
    const now = new Date('2026-11-23T10:18:00Z');
    const voided = voidVoucher({ voided: null }, 'Reported stolen', now);
    expect([voided.to, voided.changes]).toEqual(['void', { voided: { at: now, reason: 'Reported stolen' } }]);
    expect(voucherState(voided.changes)).toBe('void');
    expect(() => voidVoucher(voided.changes, 'Again', now)).toThrow(VoucherAlreadyVoidError);
  });
});
