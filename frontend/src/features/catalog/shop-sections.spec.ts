import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../testing/catalogue';
import type { Product, ProductCategory } from './api/catalog-api';
import { groupShopProducts } from './shop-sections';

let next = 0;
const product = (name: string, giftFor: [string, string] | null = null, category: ProductCategory = 'Gift Card'): Product => ({
  id: `id-${++next}`,
  name,
  description: 'x',
  price: 100,
  image: null,
  category,
  active: true,
  giftFor: giftFor && { experienceId: giftFor[0], optionId: giftFor[1] },
});
const names = (products: Product[]) => products.map((item) => item.name);

describe('shop grouping (docs/product.md, Shop and cart)', () => {
  it('puts each gift card in the section of the group of the experience it buys, in the shop order', () => {
    const layout = groupShopProducts(
      [
        product('Ultimate Session Gift Card', ['ultimate-session', '120-minutes']),
        product('Try and Fly Gift Card', ['try-and-fly', '60-minutes']),
        product('Home Sim Coaching Gift Card', ['home-sim-coaching', 'starter-session']),
        product('Aspiring Pilot Gift Card', ['aspiring-pilot', '60-minutes']),
        product('Fear of Flying Gift Card', ['fear-of-flying', '4-hour-course']),
        product('For the nervous flyer', ['fear-of-flying', '4-hour-course']),
      ],
      CATALOGUE,
    );
    expect(layout.giftCardSections.map((section) => [section.title, names(section.products)])).toEqual([
      ['Recommended for Beginners', ['Try and Fly Gift Card', 'Fear of Flying Gift Card', 'For the nervous flyer']],
      ['Recommended for Enthusiasts', ['Home Sim Coaching Gift Card']],
      ['Aspiring Pilot', ['Aspiring Pilot Gift Card']],
      ['Professional Crew', ['Ultimate Session Gift Card']],
    ]);
    expect(layout.otherProducts).toEqual([]);
  });

  it('does not go by the name: a money card named after an experience is with the other products', () => {
    const layout = groupShopProducts([product('Try and Fly Gift Card £50'), product('Gift Card £100')], CATALOGUE);
    expect(layout.giftCardSections).toEqual([]);
    expect(names(layout.otherProducts)).toEqual(['Try and Fly Gift Card £50', 'Gift Card £100']);
  });

  it('puts every other product under Products & Experiences, and a card whose experience is unknown rather than hiding it', () => {
    const layout = groupShopProducts(
      [product('Skyward Mug', null, 'Merchandise'), product('Starter Session', null, 'Training'), product('Retired Gift Card', ['gone', 'x'])],
      CATALOGUE,
    );
    expect(layout.giftCardSections).toEqual([]);
    expect(names(layout.otherProducts)).toEqual(['Skyward Mug', 'Starter Session', 'Retired Gift Card']);
  });
});
