import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { retryOnConflict } from '../../../shared/database/retry-on-conflict';
import type { AuditChange } from '../domain/audit-entry';
import { AuditTrail } from './audit-trail';

/** The audit entry of a staff export: what was exported and how many rows (the data itself stays out of the trail). */
export const exported = (file: string, rows: number): AuditChange => ({
  kind: 'data.exported',
  subject: file,
  summary: `Exported ${file} (${rows} ${rows === 1 ? 'row' : 'rows'})`,
});

/**
 * Runs a staff write and records it on the audit trail in one transaction (the use case's own `@Transactional`
 * joins it): the entry exists exactly when the change does, and a refused change leaves none.
 */
@Injectable()
export class StaffChanges {
  constructor(
    private readonly audit: AuditTrail,
    private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>,
  ) {}

  /** A change whose entry `describe` makes from its result (null: the request changed nothing, nothing to record). */
  record<T>(change: () => Promise<T>, describe: (result: T) => AuditChange | null): Promise<T> {
    return this.inTransaction(async () => {
      const result = await change();
      const entry = describe(result);
      if (entry) await this.audit.record(entry);
      return result;
    });
  }

  /**
   * One transaction of this application's data source (the injected host, not the process-wide one `@Transactional`
   * reads, which is the last application started), run again when it lost a race unless a caller's transaction holds it.
   */
  private inTransaction<T>(work: () => Promise<T>): Promise<T> {
    if (this.txHost.isTransactionActive()) return work();
    return retryOnConflict(() => this.txHost.withTransaction(work));
  }
}
