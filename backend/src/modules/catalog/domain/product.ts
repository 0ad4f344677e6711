/** The experience option a gift card buys: what its voucher books. */
export interface VoucherExperience {
  experienceId: string;
  optionId: string;
}

/** The four shop categories (docs/product.md, Shop and cart); 'Gift Card' drives the shop's grouping. */
export const PRODUCT_CATEGORIES = ['Simulator Experience', 'Gift Card', 'Training', 'Merchandise'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** Prices are integer pence: at least 1p (a free gift card would issue a voucher for nothing), at most £100,000. */
export const MIN_PRICE_PENCE = 1;
export const MAX_PRICE_PENCE = 10_000_000;
export const MAX_NAME_LENGTH = 120;
export const MAX_DESCRIPTION_LENGTH = 2000;
export const MAX_IMAGE_PATH_LENGTH = 300;

/** A path on this site: an uploaded image (/uploads/...) or one shipped with the site (/images/...). Never a remote URL. */
const IMAGE_PATH = /^\/(uploads|images)\/[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

export interface Product {
  id: string;
  name: string;
  description: string;
  /** Integer pence. */
  price: number;
  image: string | null;
  category: ProductCategory;
  active: boolean;
  /** The experience option a gift card buys; null for a money card and every other product. */
  giftFor: VoucherExperience | null;
}

export type ProductDraft = Omit<Product, 'id'>;
export type ProductChanges = Partial<ProductDraft>;

export function isProductCategory(value: unknown): value is ProductCategory {
  return typeof value === 'string' && (PRODUCT_CATEGORIES as readonly string[]).includes(value);
}

export function isImagePath(value: string): boolean {
  return value.length <= MAX_IMAGE_PATH_LENGTH && IMAGE_PATH.test(value) && !value.split('/').includes('..');
}

export function textProblem(label: string, value: unknown, maxLength: number): string | null {
  if (typeof value !== 'string' || !value.trim()) return `${label} is required`;
  if (value.trim().length > maxLength) return `${label} must be at most ${maxLength} characters`;
  return null;
}

export function priceProblem(value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) return 'Price must be a whole number of pence';
  if (value < MIN_PRICE_PENCE) return 'Price must be at least £0.01';
  if (value > MAX_PRICE_PENCE) return 'Price must be at most £100,000.00';
  return null;
}

export function categoryProblem(value: unknown): string | null {
  return isProductCategory(value) ? null : `Category must be one of: ${PRODUCT_CATEGORIES.join(', ')}`;
}

export function imageProblem(value: unknown): string | null {
  if (value === null || (typeof value === 'string' && isImagePath(value))) return null;
  return 'Image must be a path on this site, such as one returned by the image upload';
}

/** Every rule a stored product keeps, whoever writes it; returns what is wrong (empty when valid). */
export function productProblems(draft: ProductDraft): string[] {
  return [
    textProblem('Name', draft.name, MAX_NAME_LENGTH),
    textProblem('Description', draft.description, MAX_DESCRIPTION_LENGTH),
    priceProblem(draft.price),
    categoryProblem(draft.category),
    imageProblem(draft.image),
    typeof draft.active === 'boolean' ? null : 'Active must be true or false',
  ].filter((problem): problem is string => problem !== null);
}

/** The product after `changes`, with text trimmed and an empty image meaning none. */
export function applyProductChanges(product: ProductDraft, changes: ProductChanges): ProductDraft {
  const next = { ...product };
  for (const key of Object.keys(changes) as (keyof ProductDraft)[]) {
    if (changes[key] !== undefined) Object.assign(next, { [key]: changes[key] });
  }
  return normalizeProduct(next);
}

export function normalizeProduct(draft: ProductDraft): ProductDraft {
  return {
    ...draft,
    name: typeof draft.name === 'string' ? draft.name.trim() : draft.name,
    description: typeof draft.description === 'string' ? draft.description.trim() : draft.description,
    image: draft.image === '' || draft.image === undefined ? null : draft.image,
  };
}
