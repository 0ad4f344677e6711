import type { AuditEntry } from '../domain/audit-entry';

/** Which entries to list: by person, kind and a range of instants (from inclusive, to exclusive). */
export interface AuditFilter {
  actorId?: string;
  kind?: string;
  from?: Date;
  to?: Date;
}

/** Port: the audit trail's rows. Add and read only: an entry is never changed or deleted (the database refuses it too). */
export interface AuditEntryRepository {
  /** Writes one entry in the caller's transaction. */
  add(entry: Omit<AuditEntry, 'id' | 'at'>): Promise<void>;
  /** Entries matching the filter, newest first, at most `limit`. */
  find(filter: AuditFilter, limit: number): Promise<AuditEntry[]>;
  /** The people and kinds the trail holds (the AUDIT tab's filter choices). */
  choices(): Promise<{ actors: { id: string; email: string }[]; kinds: string[] }>;
}

export const AUDIT_ENTRY_REPOSITORY = Symbol('AUDIT_ENTRY_REPOSITORY');
