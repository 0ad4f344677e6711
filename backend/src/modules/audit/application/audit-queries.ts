import { Inject, Injectable } from '@nestjs/common';
import type { AuditEntry } from '../domain/audit-entry';
import { AUDIT_ENTRY_REPOSITORY, AuditEntryRepository, AuditFilter } from './audit.ports';

/** The most entries one listing or export returns (the AUDIT tab narrows by person, kind and dates). */
export const AUDIT_LIST_LIMIT = 5000;

/** Reads of the trail for the owner's AUDIT tab. */
@Injectable()
export class AuditQueries {
  constructor(@Inject(AUDIT_ENTRY_REPOSITORY) private readonly entries: AuditEntryRepository) {}

  /** Entries matching the filter, newest first. */
  list(filter: AuditFilter): Promise<AuditEntry[]> {
    return this.entries.find(filter, AUDIT_LIST_LIMIT);
  }

  /** The people and kinds to filter by. */
  choices(): Promise<{ actors: { id: string; email: string }[]; kinds: string[] }> {
    return this.entries.choices();
  }
}
