import { describe, expect, it } from 'vitest';
import { formatPence } from './money';

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
