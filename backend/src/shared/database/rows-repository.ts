import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import type { EntityTarget, ObjectLiteral, Repository } from 'typeorm';

/**
 * The base of a repository over one entity's table: `rows` joins the caller's transaction when there is one
 * (`txHost.tx` reaches other tables and raw SQL the same way).
 */
export function RowsRepository<Row extends ObjectLiteral>(entity: EntityTarget<Row>) {
  @Injectable()
  abstract class TransactionalRows {
    constructor(protected readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>) {}

    protected get rows(): Repository<Row> {
      return this.txHost.tx.getRepository(entity);
    }
  }
  return TransactionalRows;
}
