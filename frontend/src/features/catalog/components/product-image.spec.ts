import { describe, expect, it } from 'vitest';
import { storedImageSrcSet } from './product-image';

describe('storedImageSrcSet', () => {
  it('lists every stored width up to the largest of an upload', () => {
    const id = '0b0e7d36-3f0a-4b8e-9d61-6a2f3c1d2e4f';
    expect(storedImageSrcSet(`/uploads/products/${id}-w960.webp`)).toBe(
      `/uploads/products/${id}-w320.webp 320w, /uploads/products/${id}-w640.webp 640w, /uploads/products/${id}-w960.webp 960w`,
    );
    expect(storedImageSrcSet(`/uploads/products/${id}-w700.webp`)).toBe(
      `/uploads/products/${id}-w320.webp 320w, /uploads/products/${id}-w640.webp 640w, /uploads/products/${id}-w700.webp 700w`,
    );
    expect(storedImageSrcSet(`/uploads/products/${id}-w200.webp`)).toBe(`/uploads/products/${id}-w200.webp 200w`);
  });

  it('gives none for seeded illustrations and other images', () => {
    expect(storedImageSrcSet('/images/products/skyward-mug.svg')).toBeUndefined();
    expect(storedImageSrcSet('/uploads/products/evil.png')).toBeUndefined();
  });
});
