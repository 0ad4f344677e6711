import { describe, expect, it } from 'vitest';
import { formatPence, formatShortPence } from './money';

describe('formatPence', () => {
  it.each([
    [125000, '£1,250.00'],
    [29500, '£295.00'],
    [8900, '£89.00'],
    [1, '£0.01'],
    [0, '£0.00'],
  ])('formats %i pence as %s', (pence, text) => {
    expect(formatPence(pence)).toBe(text);
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
