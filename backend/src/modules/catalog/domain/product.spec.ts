import { applyProductChanges, isImagePath, ProductDraft, productProblems } from './product';

const valid: ProductDraft = {
  name: 'Try and Fly Gift Card',
  description: 'A first flight.',
  price: 12900,
  image: null,
  category: 'Gift Card',
  active: true,
  giftFor: null,
};

describe('product rules', () => {
  it('accepts a valid product', () => {
    expect(productProblems(valid)).toEqual([]);
  });

  it.each([
    ['a negative price', { price: -100 }, 'Price must be at least £0.01'],
    ['a zero price', { price: 0 }, 'Price must be at least £0.01'],
    ['fractional pence', { price: 12.5 }, 'Price must be a whole number of pence'],
    ['a price in text', { price: '129' as unknown as number }, 'Price must be a whole number of pence'],
    ['not a number', { price: Number.NaN }, 'Price must be a whole number of pence'],
    ['more than £100,000', { price: 10_000_001 }, 'Price must be at most £100,000.00'],
    ['an empty name', { name: '   ' }, 'Name is required'],
    ['a very long name', { name: 'x'.repeat(121) }, 'Name must be at most 120 characters'],
    ['an empty description', { description: '' }, 'Description is required'],
    ['an unknown category', { category: 'Boats' as ProductDraft['category'] }, 'Category must be one of: Simulator Experience, Gift Card, Training, Merchandise'],
    ['a remote image', { image: 'https://evil.example/x.png' }, 'Image must be a path on this site, such as one returned by the image upload'],
  ])('refuses %s', (_label, change, problem) => {
    expect(productProblems({ ...valid, ...change })).toEqual([problem]);
  });

  it('accepts the price bounds £0.01 and £100,000', () => {
    expect(productProblems({ ...valid, price: 1 })).toEqual([]);
    expect(productProblems({ ...valid, price: 10_000_000 })).toEqual([]);
  });

  it.each(['/uploads/products/6f1c.png', '/images/products/try-and-fly-gift-card.svg'])('accepts %s as an image path', (path) => {
    expect(isImagePath(path)).toBe(true);
  });

  it.each(['/uploads/../etc/passwd', '/uploads/products/a b.png', 'javascript:alert(1)', '//evil.example/x.png'])(
    'refuses %s as an image path: only paths on this site, without parent segments',
    (path) => {
      expect(isImagePath(path)).toBe(false);
    },
  );

  it('applies changes, trims text, treats an empty image as none and ignores fields left out', () => {
    const next = applyProductChanges({ ...valid, image: '/images/products/a.svg' }, { name: '  New name ', image: '', price: undefined });
    expect(next).toEqual({ ...valid, name: 'New name', image: null });
  });
});
