import { describe, expect, it } from 'vitest';
import { cartOrderDetails, readOrderDetails, saveOrderDetails } from './order-details';

describe('saved order details', () => {
  it("saves the server's order summary in the cart shape, with the vouchers and the order's signed link token", () => {
    const details = cartOrderDetails({
      orderId: 'o-1',
      reference: 'O-1',
      email: 'buyer@example.com',
      lines: [{ name: 'Skyward Cap', quantity: 3, unitPricePence: 1_850 }],
      totalPence: 5_550,
      vouchers: [],
      confirmationToken: 'o-1.signed',
    });
    expect(details).toEqual({
      items: [{ name: 'Skyward Cap', price: 1_850, quantity: 3 }],
      totalAmount: '55.50',
      email: 'buyer@example.com',
      orderId: 'o-1',
      reference: 'O-1',
      vouchers: [],
      confirmationToken: 'o-1.signed',
    });
    saveOrderDetails(details, sessionStorage);
    expect(readOrderDetails(sessionStorage)).toEqual(details);
  });

  it("reads 'your email' when the e-mail is missing, and drops malformed lines and vouchers", () => {
    sessionStorage.setItem('orderDetails', JSON.stringify({ items: [{ name: 'Cap', price: 100, quantity: 1 }, { name: 3 }], totalAmount: '1.00', vouchers: [{ code: 1 }] }));
    expect(readOrderDetails(sessionStorage)).toEqual({ items: [{ name: 'Cap', price: 100, quantity: 1 }], totalAmount: '1.00', email: 'your email', orderId: undefined, vouchers: [] });
  });
});
