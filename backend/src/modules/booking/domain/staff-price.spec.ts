import { checkStaffPrice, pricedByStaff } from './staff-price';
import type { StaffPayment } from './staff-payment';

const cash: StaffPayment = { method: 'cash_on_arrival', terminalReference: null, voucherCode: null, restPaidBy: null };

describe('a staff price (docs/product.md, Booking rules: staff bookings)', () => {
  it('records what was taken off the catalogue price and why', () => {
    expect(pricedByStaff({ pricePence: 9900, reason: ' Loyal customer ' }, 12900)).toEqual({
      toPayPence: 9900,
      discountPence: 3000,
      priceReason: 'Loyal customer',
    });
    expect(pricedByStaff(null, 12900)).toEqual({ toPayPence: 12900, discountPence: 0, priceReason: null });
  });

  it('refuses a price above the catalogue, none at all, no reason, or one with a voucher or complimentary', () => {
    expect(() => pricedByStaff({ pricePence: 13000, reason: 'x' }, 12900)).toThrow(
      'A staff price can only lower the price: this session costs £129.00.',
    );
    expect(() => checkStaffPrice({ pricePence: 0, reason: 'Friend' }, cash)).toThrow(/choose Complimentary/);
    expect(() => checkStaffPrice({ pricePence: 100, reason: '  ' }, cash)).toThrow(
      'Give the reason for the staff price; it is recorded on the booking.',
    );
    expect(() =>
      checkStaffPrice({ pricePence: 100, reason: 'Friend' }, { ...cash, method: 'voucher', voucherCode: 'SKY-1' }),
    ).toThrow(/not with a gift voucher/);
    expect(() => checkStaffPrice({ pricePence: 100, reason: 'Friend' }, cash)).not.toThrow();
  });
});
