import { describe, expect, it } from 'vitest';
import { cartOrderDetails, readOrderDetails, saveOrderDetails } from './order-details';

describe('saved order details', () => {
  it("saves the server's order summary in the cart shape, with the vouchers and the order's signed link token", () => {
    const details = cartOrderDetails({
      orderId: 'o-1',
      reference: 'O-1',
      email: 'buyer@example.com',
      lines: [{ name: 'Skyward Cap', quantity: 3, unitPricePence: 1_850 }],
      shippingPence: 395,
      delivery: { name: 'Amelia Pilot', line1: '1 Runway Road', line2: null, town: 'Exeter', postcode: 'EX10 0JH' },
      totalPence: 5_945,
      vouchers: [],
      confirmationToken: 'o-1.signed',
    });
    expect(details).toEqual({
      items: [{ name: 'Skyward Cap', price: 1_850, quantity: 3 }],
      totalAmount: '59.45',
      email: 'buyer@example.com',
      orderId: 'o-1',
      reference: 'O-1',
      vouchers: [],
      confirmationToken: 'o-1.signed',
      shippingPence: 395,
      deliveryAddress: ['Amelia Pilot', '1 Runway Road', 'Exeter', 'EX10 0JH'],
    });
    saveOrderDetails(details, sessionStorage);
    expect(readOrderDetails(sessionStorage)).toEqual(details);
  });

  it('keeps the kind of a single session (simulator, online coaching or the course), and drops an unknown one', () => {
    const course = { kind: 'course', sessionName: 'Fear of Flying Course', date: '', totalAmount: '295.00', email: 'ned@example.com' };
    saveOrderDetails(course as Parameters<typeof saveOrderDetails>[0], sessionStorage);
    expect(readOrderDetails(sessionStorage)).toMatchObject({ kind: 'course', date: '' });
    sessionStorage.setItem('orderDetails', JSON.stringify({ ...course, kind: 'teleport' }));
    expect(readOrderDetails(sessionStorage)).not.toHaveProperty('kind');
  });

  it("reads 'your email' when the e-mail is missing, and drops malformed lines and vouchers", () => {
    sessionStorage.setItem('orderDetails', JSON.stringify({ items: [{ name: 'Cap', price: 100, quantity: 1 }, { name: 3 }], totalAmount: '1.00', vouchers: [{ code: 1 }] }));
    expect(readOrderDetails(sessionStorage)).toEqual({ items: [{ name: 'Cap', price: 100, quantity: 1 }], totalAmount: '1.00', email: 'your email', orderId: undefined, vouchers: [] });
  });
});
