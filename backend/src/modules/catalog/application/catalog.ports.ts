import type { ImageVariant } from '../domain/product-image';
import type { Product, ProductChanges, ProductDraft } from '../domain/product';

/** Port: where products are kept. Deleted products are kept out of every read (orders may still refer to them). */
export interface ProductRepository {
  /** Active products, cheapest first, for the shop. */
  listActive(): Promise<Product[]>;
  /** Every product that is not deleted, newest first, for staff. */
  listAll(): Promise<Product[]>;
  findById(id: string): Promise<Product | null>;
  /** The active products among `ids` (unknown, inactive and deleted ids are left out). */
  findActiveByIds(ids: readonly string[]): Promise<Product[]>;
  /** Throws ProductNameTakenError when another product has the same name. */
  create(draft: ProductDraft): Promise<Product>;
  /** The updated product, or null when there is none with that id. */
  update(id: string, changes: ProductChanges): Promise<Product | null>;
  /** False when there is no product with that id. */
  delete(id: string): Promise<boolean>;
}

export const PRODUCT_REPOSITORY = Symbol('PRODUCT_REPOSITORY');

/** Port: where uploaded product images are stored; returns the public path they are served at. */
export interface ImageStorage {
  /** Stores the sizes of one image (smallest first) under a fresh name and returns the public path of the largest. */
  save(variants: ImageVariant[]): Promise<string>;
}

/** Re-encodes an image (which also drops anything hidden in the file: metadata, trailing bytes). */
export interface ImageEncoder {
  /** WebP at each of `widths` no wider than the image; rejects when the bytes do not decode as an image. */
  webp(bytes: Uint8Array, widths: readonly number[]): Promise<ImageVariant[]>;
}

export const IMAGE_ENCODER = Symbol('IMAGE_ENCODER');

export const IMAGE_STORAGE = Symbol('IMAGE_STORAGE');
