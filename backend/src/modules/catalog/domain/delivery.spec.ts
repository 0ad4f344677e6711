import { DeliveryAddressRequiredError, deliveryFor, InvalidDeliveryAddressError, needsDelivery, normalizeUkPostcode } from './delivery';

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

  it('names the missing part of an address', () => {
    expect(() => deliveryFor(mug, { ...address, town: '  ' })).toThrow('Please enter the town of the delivery address.');
    expect(() => deliveryFor(mug, { ...address, line1: 'x'.repeat(121) })).toThrow('The first line must be at most 120 characters.');
  });
});
