import { describe, expect, it } from 'vitest';
import type { Product, ProductCategory } from './api/catalog-api';
import { groupShopProducts } from './shop-sections';

let next = 0;
const product = (name: string, category: ProductCategory = 'Gift Card'): Product => ({
  id: `id-${++next}`,
  name,
  description: 'x',
  price: 100,
  image: null,
  category,
  active: true,
});
const names = (products: Product[]) => products.map((item) => item.name);

describe('shop grouping (SPEC section 2)', () => {
  it('puts each gift card in the section its name matches, in SPEC order', () => {
    const layout = groupShopProducts([
      product('Ultimate Session Gift Card'),
      product('Try and Fly Gift Card'),
      product('Home Sim Coaching Gift Card'),
      product('Aspiring Pilot Gift Card'),
      product('Fear of Flying Gift Card'),
      product('Intro to Airbus Gift Card'),
      product('Scenario Flight Gift Card'),
      product('Full Experience Gift Card'),
      product('Extended Adventure Gift Card'),
    ]);
    expect(layout.giftCardSections.map((section) => [section.title, names(section.products)])).toEqual([
      ['Recommended for Beginners', ['Try and Fly Gift Card', 'Fear of Flying Gift Card']],
      ['Recommended for Enthusiasts', ['Home Sim Coaching Gift Card', 'Intro to Airbus Gift Card', 'Scenario Flight Gift Card']],
      ['Aspiring Pilot', ['Aspiring Pilot Gift Card']],
      ['Professional Crew', ['Ultimate Session Gift Card', 'Full Experience Gift Card', 'Extended Adventure Gift Card']],
    ]);
    expect(layout.otherProducts).toEqual([]);
  });

  it('matches names whatever their case', () => {
    const layout = groupShopProducts([product('TRY AND FLY voucher')]);
    expect(layout.giftCardSections[0].title).toBe('Recommended for Beginners');
  });

  it('puts every other product under Products & Experiences, including a name-matching product that is not a gift card', () => {
    const layout = groupShopProducts([product('Skyward Mug', 'Merchandise'), product('Try and Fly Experience', 'Simulator Experience'), product('Starter Session', 'Training')]);
    expect(layout.giftCardSections).toEqual([]);
    expect(names(layout.otherProducts)).toEqual(['Skyward Mug', 'Try and Fly Experience', 'Starter Session']);
  });

  it('shows a gift card that matches no section with the other products rather than hiding it', () => {
    const layout = groupShopProducts([product('Christmas Gift Card')]);
    expect(names(layout.otherProducts)).toEqual(['Christmas Gift Card']);
  });

  it('leaves out sections with no products', () => {
    expect(groupShopProducts([product('Aspiring Pilot Gift Card')]).giftCardSections.map((section) => section.title)).toEqual(['Aspiring Pilot']);
  });
});
