import { Injectable } from '@nestjs/common';
import { RowsRepository } from '../../../shared/database/rows-repository';
import { In, IsNull } from 'typeorm';
import { rowById } from '../../../shared/database/row-by-id';
import type { ProductRepository } from '../application/catalog.ports';
import { ProductNameTakenError } from '../domain/catalog.errors';
import type { Product, ProductChanges, ProductDraft } from '../domain/product';
import { giftOptionColumns, giftOptionOf } from './gift-option-columns';
import { ProductEntity } from './product.entity';
import { isUuid } from '../../../shared/uuid';
import { queryFailure } from '../../../shared/database/sql-state';

const UNIQUE_NAME = 'UQ_product_live_name';

const toProduct = (row: ProductEntity): Product => ({
  id: row.id,
  name: row.name,
  description: row.description,
  price: row.price,
  image: row.image,
  category: row.category,
  active: row.active,
  giftFor: giftOptionOf(row),
});

/** The columns for a draft or changes: a gift card's option is kept as two columns. */
const toColumns = ({ giftFor, ...rest }: ProductChanges): Partial<ProductEntity> => ({
  ...rest,
  ...(giftFor !== undefined && giftOptionColumns(giftFor)),
});

/** Products in Postgres; joins the caller's transaction when there is one. */
@Injectable()
export class TypeOrmProductRepository extends RowsRepository(ProductEntity) implements ProductRepository {
  async listActive(): Promise<Product[]> {
    const rows = await this.rows.find({ where: { active: true }, order: { price: 'ASC', name: 'ASC' } });
    return rows.map(toProduct);
  }

  async listAll(): Promise<Product[]> {
    const rows = await this.rows.find({ order: { createdAt: 'DESC', name: 'ASC' } });
    return rows.map(toProduct);
  }

  findById(id: string): Promise<Product | null> {
    return rowById(this.rows, id, toProduct);
  }

  async findActiveByIds(ids: readonly string[]): Promise<Product[]> {
    const valid = ids.filter(isUuid);
    if (!valid.length) return [];
    const rows = await this.rows.find({ where: { id: In(valid), active: true } });
    return rows.map(toProduct);
  }

  async create(draft: ProductDraft): Promise<Product> {
    const row = await this.uniqueName(draft.name, () => this.rows.save(this.rows.create(toColumns(draft))));
    return toProduct(row);
  }

  async update(id: string, changes: ProductChanges): Promise<Product | null> {
    if (!isUuid(id)) return null;
    const result = await this.uniqueName(changes.name ?? '', () =>
      this.rows.update({ id, deletedAt: IsNull() }, toColumns(changes)),
    );
    if (!result.affected) return null;
    return this.findById(id);
  }

  async delete(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const result = await this.rows.softDelete({ id, deletedAt: IsNull() });
    return Boolean(result.affected);
  }

  private async uniqueName<T>(name: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      const driverError = queryFailure(error);
      if (driverError?.code === '23505' && driverError.constraint === UNIQUE_NAME) throw new ProductNameTakenError(name);
      throw error;
    }
  }
}
