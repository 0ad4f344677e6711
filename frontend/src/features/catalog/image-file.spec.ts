import { describe, expect, it } from 'vitest';
import { imageFileProblem, penceToPounds, poundsToPence } from './image-file';

describe('product form helpers', () => {
  it.each([
    ['129', 12900],
    ['12.5', 1250],
    ['19.99', 1999],
    ['0.01', 1],
    ['100000', 10_000_000],
    [' 7.10 ', 710],
  ])('reads £%s as %i pence', (pounds, pence) => {
    expect(poundsToPence(pounds)).toBe(pence);
  });

  it.each(['', '-5', '12.345', 'abc', '1e3', '12,50'])('refuses %j as a price', (pounds) => {
    expect(poundsToPence(pounds)).toBeNull();
  });

  it('shows pence as pounds with two decimals', () => {
    expect(penceToPounds(12900)).toBe('129.00');
    expect(penceToPounds(1999)).toBe('19.99');
  });

  it('accepts PNG, JPEG, WebP and GIF up to 2MB, with the panel messages otherwise', () => {
    expect(imageFileProblem({ type: 'image/png', size: 2 * 1024 * 1024 })).toBeNull();
    expect(imageFileProblem({ type: 'image/webp', size: 10 })).toBeNull();
    expect(imageFileProblem({ type: 'application/pdf', size: 10 })).toBe('Please select an image file');
    expect(imageFileProblem({ type: 'image/svg+xml', size: 10 })).toBe('Please select an image file');
    expect(imageFileProblem({ type: 'image/jpeg', size: 2 * 1024 * 1024 + 1 })).toBe('Image must be smaller than 2MB');
  });
});
