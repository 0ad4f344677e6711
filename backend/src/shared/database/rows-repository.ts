import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import type { EntityTarget, ObjectLiteral, Repository } from 'typeorm';

/**
 * A repository over one entity's table: `rows` joins the caller's transaction when there is one (`txHost.tx`
 * reaches other tables and raw SQL the same way). A named class, so the backend's type declarations can describe
 * the repositories built on it.
 */
@Injectable()
export abstract class Rows<Row extends ObjectLiteral> {
  /** The entity whose table `rows` reads and writes (RowsRepository sets it). */
  protected entity!: EntityTarget<Row>;

  constructor(protected readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>) {}

  protected get rows(): Repository<Row> {
    return this.txHost.tx.getRepository(this.entity);
  }
}

/** The base class of a repository over one entity's table. */
export function RowsRepository<Row extends ObjectLiteral>(
  entity: EntityTarget<Row>,
): abstract new (txHost: TransactionHost<TransactionalAdapterTypeOrm>) => Rows<Row> {
  @Injectable()
  abstract class TransactionalRows extends Rows<Row> {
    protected override entity = entity;
  }
  return TransactionalRows;
}
