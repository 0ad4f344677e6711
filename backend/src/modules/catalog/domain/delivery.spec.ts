import { DeliveryAddressRequiredError, deliveryFor, deliveryProblems, InvalidDeliveryAddressError, needsDelivery, normalizeUkPostcode } from './delivery';

const mug = [{ category: 'Merchandise' }];
const giftCard = [{ category: 'Gift Cards' }];
const address = { name: 'Amelia Earhart', line1: '1 Runway Road', line2: '', town: 'Exeter', postcode: 'ex10 0jh' };

describe('delivery of merchandise', () => {
  it.each([
    ['EX10 0JH', 'EX10 0JH'],
    ['ex100jh', 'EX10 0JH'],
    ['SW1A 1AA', 'SW1A 1AA'],
    ['m1 1ae', 'M1 1AE'],
    ['B33 8TH', 'B33 8TH'],
    ['CR2 6XH', 'CR2 6XH'],
    ['DN55 1PT', 'DN55 1PT'],
    ['W1A 0AX', 'W1A 0AX'],
  ])('reads the UK postcode %s as %s', (input, expected) => {
    expect(normalizeUkPostcode(input)).toBe(expected);
  });

  it.each(['75008', 'EX10', 'QX1 1AA', 'EX10 0CJ', '12345 ABC', 'SW1A 1AAA', ''])('refuses %j as no UK postcode', (input) => {
    expect(() => normalizeUkPostcode(input)).toThrow(InvalidDeliveryAddressError);
  });

  it('refuses BFPO with its own message', () => {
    expect(() => normalizeUkPostcode('BFPO 1234')).toThrow('We cannot post to BFPO addresses');
  });

  it('asks for an address only when something is posted, and keeps none otherwise', () => {
    expect(needsDelivery(mug)).toBe(true);
    expect(needsDelivery(giftCard)).toBe(false);
    expect(deliveryFor(giftCard, address)).toBeNull();
    expect(() => deliveryFor(mug, undefined)).toThrow(DeliveryAddressRequiredError);
    expect(deliveryFor(mug, address)).toEqual({ name: 'Amelia Earhart', line1: '1 Runway Road', line2: null, town: 'Exeter', postcode: 'EX10 0JH' });
  });

  it('lists every problem of an address by field, in the order of the form, for the cart to show beside each', () => {
    expect(deliveryProblems(address)).toEqual([]);
    expect(deliveryProblems({ ...address, name: ' ', line2: 'y'.repeat(121), postcode: '12345' })).toEqual([
      { field: 'name', message: 'Please enter the name of the delivery address.' },
      { field: 'line2', message: 'The second address line must be at most 120 characters.' },
      { field: 'postcode', message: 'Please enter a valid UK postcode (we post within the UK only).' },
    ]);
    expect(deliveryProblems({ ...address, postcode: 'BFPO 123' })).toEqual([
      { field: 'postcode', message: 'We cannot post to BFPO addresses. Please give a UK street address.' },
    ]);
    try {
      deliveryFor(mug, { ...address, town: '' });
      throw new Error('accepted');
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidDeliveryAddressError);
      expect((error as InvalidDeliveryAddressError).details).toEqual({
        problems: [{ field: 'town', message: 'Please enter the town of the delivery address.' }],
      });
    }
  });

  it('names the missing part of an address', () => {
    expect(() => deliveryFor(mug, { ...address, town: '  ' })).toThrow('Please enter the town of the delivery address.');
    expect(() => deliveryFor(mug, { ...address, line1: 'x'.repeat(121) })).toThrow('The first line must be at most 120 characters.');
  });
});
