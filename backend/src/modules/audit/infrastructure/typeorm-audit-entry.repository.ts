import { Injectable } from '@nestjs/common';
import { RowsRepository } from '../../../shared/database/rows-repository';
import type { AuditEntry } from '../domain/audit-entry';
import type { AuditEntryRepository, AuditFilter } from '../application/audit.ports';
import { AuditEntryRow } from './audit-entry.entity';

/** Inserts and reads only: the trail has no update or delete, here or in the database. */
@Injectable()
export class TypeOrmAuditEntryRepository extends RowsRepository(AuditEntryRow) implements AuditEntryRepository {
  async add({ actor, before, after, ...change }: Omit<AuditEntry, 'id' | 'at'>): Promise<void> {
    await this.rows.insert({
      ...change,
      before: before as object | null,
      after: after as object | null,
      actorId: actor.id,
      actorEmail: actor.email,
      actorRole: actor.role,
    });
  }

  async find(filter: AuditFilter, limit: number): Promise<AuditEntry[]> {
    const query = this.rows.createQueryBuilder('entry').orderBy('entry.at', 'DESC').addOrderBy('entry.id', 'DESC').limit(limit);
    if (filter.actorId) query.andWhere('entry.actorId = :actorId', { actorId: filter.actorId });
    if (filter.kind) query.andWhere('entry.kind = :kind', { kind: filter.kind });
    if (filter.from) query.andWhere('entry.at >= :from', { from: filter.from });
    if (filter.to) query.andWhere('entry.at < :to', { to: filter.to });
    return (await query.getMany()).map(toEntry);
  }

  async choices(): Promise<{ actors: { id: string; email: string }[]; kinds: string[] }> {
    const actors: { id: string; email: string }[] = await this.txHost.tx.query(
      `SELECT DISTINCT ON (actor_id) actor_id AS id, actor_email AS email FROM audit_entry
        WHERE actor_id IS NOT NULL ORDER BY actor_id, at DESC`,
    );
    const kinds: { kind: string }[] = await this.txHost.tx.query(`SELECT DISTINCT kind FROM audit_entry ORDER BY kind`);
    return { actors: actors.sort((a, b) => a.email.localeCompare(b.email)), kinds: kinds.map(({ kind }) => kind) };
  }
}

const toEntry = (row: AuditEntryRow): AuditEntry => ({
  id: row.id,
  at: row.at,
  actor: { id: row.actorId, email: row.actorEmail, role: row.actorRole },
  kind: row.kind,
  subject: row.subject,
  summary: row.summary,
  before: row.before,
  after: row.after,
});
