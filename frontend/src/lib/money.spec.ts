import { describe, expect, it } from 'vitest';
import { formatPence, formatShortPence } from './money';

describe('formatPence', () => {
  it.each([
    [125000, '£1,250.00'],
    [29500, '£295.00'],
    [8900, '£89.00'],
    [1, '£0.01'],
    [0, '£0.00'],
    [123456789, '£1,234,567.89'],
    [-2550, '-£25.50'],
  ])('formats %i pence as %s', (pence, text) => {
    expect(formatPence(pence)).toBe(text);
  });

  it('agrees with Intl.NumberFormat for en-GB pounds', () => {
    const intl = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
    for (const pence of [0, 5, 99, 100, 101, 99999, 100000, 999999, 1000000, 31415926, -1, -123456]) {
      expect(formatPence(pence)).toBe(intl.format(pence / 100));
    }
  });
});

describe('formatShortPence', () => {
  it.each([
    [12900, '£129'],
    [125000, '£1,250'],
    [6450, '£64.50'],
    [5905, '£59.05'],
  ])('formats %i pence as %s', (pence, text) => {
    expect(formatShortPence(pence)).toBe(text);
  });
});
