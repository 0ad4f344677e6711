import type { Experience, ExperienceGroup } from '../../lib/experiences';
import type { Product } from './api/catalog-api';

interface ShopSection {
  id: string;
  title: string;
  products: Product[];
}

/** The shop's gift-card sections, in order: one per group of the experiences (docs/product.md, Shop and cart). */
const GIFT_CARD_SECTIONS: readonly { id: string; title: string; group: ExperienceGroup }[] = [
  { id: 'beginners', title: 'Recommended for Beginners', group: 'beginners' },
  { id: 'enthusiasts', title: 'Recommended for Enthusiasts', group: 'enthusiasts' },
  { id: 'aspiring-pilot', title: 'Aspiring Pilot', group: 'aspiring-pilots' },
  { id: 'professional', title: 'Professional Crew', group: 'professional' },
];

export const OTHER_PRODUCTS_TITLE = 'Products & Experiences';

export interface ShopLayout {
  /** The gift-card sections that have products, in the shop's order. */
  giftCardSections: ShopSection[];
  /** Every other product, shown with its category label. */
  otherProducts: Product[];
}

/**
 * Splits the shop's products into its sections. A gift card goes to the section of the group of the
 * experience it buys; a money card (and a card whose experience is not in the catalogue) goes with the
 * other products, so that nothing the owner sells is hidden.
 */
export function groupShopProducts(products: Product[], experiences: readonly Pick<Experience, 'id' | 'group'>[]): ShopLayout {
  const groupOf = new Map(experiences.map((experience) => [experience.id, experience.group]));
  const giftCardSections: ShopSection[] = GIFT_CARD_SECTIONS.map(({ id, title }) => ({ id, title, products: [] }));
  const otherProducts: Product[] = [];
  for (const product of products) {
    const group = product.category === 'Gift Card' && product.giftFor ? groupOf.get(product.giftFor.experienceId) : undefined;
    const index = GIFT_CARD_SECTIONS.findIndex((section) => section.group === group);
    if (index >= 0) giftCardSections[index].products.push(product);
    else otherProducts.push(product);
  }
  return { giftCardSections: giftCardSections.filter((section) => section.products.length > 0), otherProducts };
}
