import type { Product } from './api/catalog-api';

export interface ShopSection {
  id: string;
  title: string;
  products: Product[];
}

/** SPEC section 2: Gift Card products are grouped by what their name contains, in this order. */
export const GIFT_CARD_SECTIONS = [
  { id: 'beginners', title: 'Recommended for Beginners', matches: ['Try and Fly', 'Fear of Flying'] },
  { id: 'enthusiasts', title: 'Recommended for Enthusiasts', matches: ['Intro to Airbus', 'Scenario Flight', 'Home Sim'] },
  { id: 'aspiring-pilot', title: 'Aspiring Pilot', matches: ['Aspiring Pilot'] },
  { id: 'professional', title: 'Professional Crew', matches: ['Full Experience', 'Extended Adventure', 'Ultimate Session'] },
] as const;

export const OTHER_PRODUCTS_TITLE = 'Products & Experiences';

export interface ShopLayout {
  /** The gift-card sections that have products, in SPEC's order. */
  giftCardSections: ShopSection[];
  /** Every other product, shown with its category label. */
  otherProducts: Product[];
}

const contains = (name: string, fragment: string) => name.toLowerCase().includes(fragment.toLowerCase());

/**
 * Splits the shop's products into SPEC's sections. A gift card takes the first section whose rule
 * its name matches; a gift card matching none (a new one the owner added) goes with the other products,
 * so that nothing the owner sells is hidden.
 */
export function groupShopProducts(products: Product[]): ShopLayout {
  const giftCardSections: ShopSection[] = GIFT_CARD_SECTIONS.map(({ id, title }) => ({ id, title, products: [] }));
  const otherProducts: Product[] = [];
  for (const product of products) {
    const index =
      product.category === 'Gift Card'
        ? GIFT_CARD_SECTIONS.findIndex((section) => section.matches.some((fragment) => contains(product.name, fragment)))
        : -1;
    if (index >= 0) giftCardSections[index].products.push(product);
    else otherProducts.push(product);
  }
  return { giftCardSections: giftCardSections.filter((section) => section.products.length > 0), otherProducts };
}
