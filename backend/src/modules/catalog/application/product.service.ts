import { Inject, Injectable } from '@nestjs/common';
import { ShortLivedCache } from '../../../shared/cache/short-lived-cache';
import { AppConfig } from '../../../shared/config/app-config';
import { ExperienceCatalogueService } from '../../experience/experience.public';
import { GiftForNotAGiftCardError, InvalidProductError, ProductNotFoundError, UnknownGiftOptionError } from '../domain/catalog.errors';
import {
  applyProductChanges,
  Product,
  ProductCategory,
  ProductChanges,
  ProductDraft,
  productProblems,
  type VoucherExperience,
} from '../domain/product';
import { PRODUCT_REPOSITORY, ProductRepository } from './catalog.ports';

export interface NewProduct {
  name: string;
  description: string;
  price: number;
  category: ProductCategory;
  image?: string | null;
  active?: boolean;
  /** The experience option a gift card buys; null (the default) for a money card and every other product. */
  giftFor?: VoucherExperience | null;
}

/** A new product is active and has no image unless given (docs/product.md, Staff panel: PRODUCTS). */
const NEW_PRODUCT_DEFAULTS = { name: '', description: '', price: 0, category: 'Simulator Experience', image: null, active: true, giftFor: null } as const;

/** The shop's products: what customers see and what staff manage. Other modules (orders) read prices through it. */
@Injectable()
export class ProductService {
  /**
   * The shop list is read on every shop visit and cart load and changes rarely, so it is kept in memory
   * for PRODUCT_CACHE_TTL_MS. A write through this instance drops it at once; another API instance's
   * write shows here within the TTL. Checkout never reads it: orders are priced by findActiveByIds.
   */
  private readonly shopList = new ShortLivedCache<Product[]>(() => this.config.PRODUCT_CACHE_TTL_MS, 1);

  constructor(
    @Inject(PRODUCT_REPOSITORY) private readonly products: ProductRepository,
    private readonly config: AppConfig,
    private readonly experiences: ExperienceCatalogueService,
  ) {}

  /** Active products for the shop, cheapest first. */
  listActive(): Promise<Product[]> {
    return this.shopList.get('active', async () => (await this.priced(await this.products.listActive())).sort((a, b) => a.price - b.price));
  }

  /** Every product, inactive ones included (staff). */
  async listAll(): Promise<Product[]> {
    return this.priced(await this.products.listAll());
  }

  /** The active products among `ids`, priced as they are now: orders are priced from here, never from the client. */
  async findActiveByIds(ids: readonly string[]): Promise<Product[]> {
    return this.priced(await this.products.findActiveByIds([...new Set(ids)]));
  }

  async create(input: NewProduct): Promise<Product> {
    const draft = await this.valid(applyProductChanges(NEW_PRODUCT_DEFAULTS, input));
    try {
      return (await this.priced([await this.products.create(draft)]))[0];
    } finally {
      this.shopList.clear();
    }
  }

  async update(id: string, changes: ProductChanges): Promise<Product> {
    const current = await this.products.findById(id);
    if (!current) throw new ProductNotFoundError(id);
    const { id: _id, ...draft } = current;
    const next = await this.valid(applyProductChanges(draft, changes));
    const updated = await this.products.update(id, next).finally(() => this.shopList.clear());
    if (!updated) throw new ProductNotFoundError(id);
    return (await this.priced([updated]))[0];
  }

  /** The draft when every rule holds, with the gift card's option named by its catalogue ids; throws otherwise. */
  private async valid(draft: ProductDraft): Promise<ProductDraft> {
    const problems = productProblems(draft);
    if (problems.length) throw new InvalidProductError(problems);
    if (!draft.giftFor) return draft;
    if (draft.category !== 'Gift Card') throw new GiftForNotAGiftCardError();
    const chosen = await this.experiences.anyOption(draft.giftFor.experienceId, draft.giftFor.optionId);
    if (!chosen) throw new UnknownGiftOptionError();
    // The stored price follows the option too, so the row never disagrees with what is charged.
    return { ...draft, price: chosen.option.pricePence, giftFor: { experienceId: chosen.experience.id, optionId: chosen.option.id } };
  }

  /**
   * A gift card for an experience option costs what the option costs now (docs/product.md, Gift cards): the catalogue
   * is the one source of that price, so a staff price change on EXPERIENCES reaches the card at once.
   */
  private async priced(products: Product[]): Promise<Product[]> {
    if (!products.some((product) => product.giftFor)) return products;
    const prices = await this.experiences.optionPrices();
    return products.map((product) => {
      const price = product.giftFor && prices.get(`${product.giftFor.experienceId}/${product.giftFor.optionId}`);
      return price ? { ...product, price } : product;
    });
  }

  async delete(id: string): Promise<void> {
    const deleted = await this.products.delete(id).finally(() => this.shopList.clear());
    if (!deleted) throw new ProductNotFoundError(id);
  }
}
