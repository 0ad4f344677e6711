import { paymentNote, type NotedPayment } from './payment-note';

describe('the day sheet names how a booking is paid', () => {
  const online: NotedPayment = {
    totalPrice: 12900,
    voucherPence: 0,
    paymentIntentId: 'pi_1',
    paymentMethod: null,
    terminalReference: null,
    cashReceivedAt: null,
  };
  const byPhone = { ...online, paymentIntentId: null, paymentMethod: 'card_by_phone' as const, terminalReference: 'T-42' };
  const cash = { ...online, paymentIntentId: null, paymentMethod: 'cash_on_arrival' as const };

  it('card online, card by phone with its reference, cash owed until received', () => {
    expect(paymentNote(online)).toBe('Paid online by card');
    expect(paymentNote(byPhone)).toBe('Card by phone (ref T-42)');
    expect(paymentNote(cash)).toBe('Cash on arrival — owed £129.00');
    expect(paymentNote({ ...cash, cashReceivedAt: new Date() })).toBe('Cash received');
  });

  it('a gift voucher by its code, with any top-up and how it is paid', () => {
    const voucher = { ...online, totalPrice: 0, voucherPence: 12900, paymentIntentId: null };
    expect(paymentNote(voucher, 'SKY-AAAA-BBBB-CCCC')).toBe('Gift voucher SKY-AAAA-BBBB-CCCC');
    expect(paymentNote({ ...online, totalPrice: 2000, voucherPence: 10900 }, 'SKY-AAAA-BBBB-CCCC')).toBe(
      'Gift voucher SKY-AAAA-BBBB-CCCC + £20.00 paid online by card',
    );
    expect(paymentNote({ ...cash, totalPrice: 2000, voucherPence: 10900 }, 'SKY-AAAA-BBBB-CCCC')).toBe(
      'Gift voucher SKY-AAAA-BBBB-CCCC + cash on arrival — owed £20.00',
    );
    expect(paymentNote({ ...byPhone, totalPrice: 2000, voucherPence: 10900 }, 'SKY-AAAA-BBBB-CCCC')).toBe(
      'Gift voucher SKY-AAAA-BBBB-CCCC + £20.00 card by phone (ref T-42)',
    );
  });

  it('complimentary when nothing is paid', () => {
    expect(paymentNote({ ...cash, totalPrice: 0, paymentMethod: 'complimentary' })).toBe('Complimentary');
  });
});
