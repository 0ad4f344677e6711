import { describe, expect, it } from 'vitest';
import type { CartItem } from './cart-item';
import { checkoutItems, giftProblem } from './cart.slice';
import { lastGiftDay, londonToday } from '../../lib/gift-dates';

const card: CartItem = {
  product: { id: 'card', name: 'Try and Fly Gift Card', price: 12_900, category: 'Gift Card', description: '', image: null },
  quantity: 1,
};

describe('a gift card line sent to someone', () => {
  it('goes to checkout trimmed, an empty message as none and an empty day as today (left out)', () => {
    const gift = { recipientName: ' Amy ', recipientEmail: ' amy@example.com ', message: '  ', deliverOn: '' };
    expect(checkoutItems([{ ...card, gift }])).toEqual([
      { productId: 'card', quantity: 1, gift: { recipientName: 'Amy', recipientEmail: 'amy@example.com', message: null } },
    ]);
    expect(checkoutItems([{ ...card, gift: { ...gift, message: 'Hi', deliverOn: '2026-12-25' } }])[0].gift).toMatchObject({ message: 'Hi', deliverOn: '2026-12-25' });
  });

  it('stops checkout until the recipient has a name and an e-mail', () => {
    expect(giftProblem([card])).toBeNull();
    expect(giftProblem([{ ...card, gift: { recipientName: 'Amy', recipientEmail: ' ', message: '', deliverOn: '' } }])).toBe(
      "Please give the recipient's name and e-mail address for Try and Fly Gift Card.",
    );
  });

  it('can be dated from today in London up to 12 months on', () => {
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    const night = new Date('2027-06-30T23:30:00Z');
    expect(londonToday(night)).toBe('2027-07-01');
    expect(lastGiftDay(night)).toBe('2028-07-01');
  });
});
