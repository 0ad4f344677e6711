import { assertDeliveryDay, assertGiftChangeable, giftDueAt, giftRecipient, giftsOfCart, londonDay } from './gift-delivery';

// 23:30 UTC on 27 Nov is still the 27th in London (GMT); 23:30 UTC on 30 June is 1 July in London (BST).
const winterNight = new Date('2026-11-27T23:30:00Z');
const summerNight = new Date('2027-06-30T23:30:00Z');

describe('gift delivery', () => {
  it('reads the London day, across midnight in summer time', () => {
    expect(londonDay(winterNight)).toBe('2026-11-27');
    expect(londonDay(summerNight)).toBe('2027-07-01');
  });

  it('accepts today up to 12 months ahead and refuses the past, later days and non-days with their codes', () => {
    expect(() => assertDeliveryDay('2026-11-27', winterNight)).not.toThrow();
    expect(() => assertDeliveryDay('2027-11-27', winterNight)).not.toThrow();
    expect(() => assertDeliveryDay('2026-11-26', winterNight)).toThrow(expect.objectContaining({ code: 'CATALOG.GIFT_DATE_INVALID', message: 'The delivery date cannot be in the past.' }));
    expect(() => assertDeliveryDay('2027-11-28', winterNight)).toThrow('The delivery date must be within 12 months.');
    expect(() => assertDeliveryDay('2026-02-30', winterNight)).toThrow('Please choose a delivery date.');
  });

  it('falls due at once for today, else at 08:00 London on its day (GMT and BST)', () => {
    expect(giftDueAt('2026-11-27', winterNight)).toEqual(winterNight);
    expect(giftDueAt('2026-12-25', winterNight)).toEqual(new Date('2026-12-25T08:00:00Z'));
    expect(giftDueAt('2027-07-02', summerNight)).toEqual(new Date('2027-07-02T07:00:00Z'));
  });

  it('trims what was typed, defaults the day to today and bounds the message', () => {
    expect(giftRecipient({ recipientName: ' Amy ', recipientEmail: ' amy@example.com ', message: '  ' }, winterNight)).toEqual({
      recipientName: 'Amy',
      recipientEmail: 'amy@example.com',
      message: null,
      deliverOn: '2026-11-27',
    });
    expect(() => giftRecipient({ recipientName: 'Amy', recipientEmail: 'amy@example.com', message: 'x'.repeat(501) }, winterNight)).toThrow(
      expect.objectContaining({ code: 'CATALOG.GIFT_MESSAGE_TOO_LONG' }),
    );
    expect(() => giftRecipient({ recipientName: ' ', recipientEmail: 'amy@example.com' }, winterNight)).toThrow(
      expect.objectContaining({ code: 'CATALOG.GIFT_RECIPIENT_INVALID' }),
    );
  });

  it('takes a recipient only on a gift card line that is its product’s only line', () => {
    const products = [
      { id: 'card', category: 'Gift Card' },
      { id: 'cap', category: 'Merchandise' },
    ];
    const gift = { recipientName: 'Amy', recipientEmail: 'amy@example.com', deliverOn: '2026-12-25' };
    expect(giftsOfCart([{ productId: 'card', gift }, { productId: 'cap' }], products, winterNight).get('card')).toMatchObject({ deliverOn: '2026-12-25' });
    expect(() => giftsOfCart([{ productId: 'cap', gift }], products, winterNight)).toThrow(expect.objectContaining({ code: 'CATALOG.GIFT_NOT_A_GIFT_CARD' }));
    expect(() => giftsOfCart([{ productId: 'card', gift }, { productId: 'card' }], products, winterNight)).toThrow(
      expect.objectContaining({ code: 'CATALOG.GIFT_LINE_REPEATED' }),
    );
  });

  it('may be changed only while scheduled', () => {
    expect(() => assertGiftChangeable({ queuedAt: null, deliveredAt: null })).not.toThrow();
    expect(() => assertGiftChangeable({ queuedAt: winterNight, deliveredAt: null })).toThrow(expect.objectContaining({ code: 'CATALOG.GIFT_ALREADY_DELIVERED' }));
    expect(() => assertGiftChangeable({ queuedAt: winterNight, deliveredAt: winterNight })).toThrow(expect.objectContaining({ code: 'CATALOG.GIFT_ALREADY_DELIVERED' }));
  });
});
