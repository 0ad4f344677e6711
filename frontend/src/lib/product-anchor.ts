/** The #anchor of a product's card on /shop, from its name: 'Skill Builder Package' → 'product-skill-builder-package'. */
export const productAnchor = (name: string) =>
  `product-${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')}`;
