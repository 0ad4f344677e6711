import { Inject, Injectable } from '@nestjs/common';
import { ClsService } from 'nestjs-cls';
import type { AuditActor, AuditChange } from '../domain/audit-entry';

import { currentActor } from './audit-actor';
import { AUDIT_ENTRY_REPOSITORY, AuditEntryRepository } from './audit.ports';

/**
 * The audit trail's one way in: a use case records each staff change in its own transaction (the repository joins
 * it), so the row exists exactly when the change does. Who made it comes from the context (the signed-in staff
 * member of the request, or 'system').
 */
@Injectable()
export class AuditTrail {
  constructor(
    @Inject(AUDIT_ENTRY_REPOSITORY) private readonly entries: AuditEntryRepository,
    private readonly cls: ClsService,
  ) {}

  /** Records one change; before and after hold only the fields that changed (see `changedFields`). */
  async record(change: AuditChange): Promise<void> {
    await this.recordBy(currentActor(this.cls), change);
  }

  /** Records a change by someone the context does not know (a staff page outside Nest's routes names them itself). */
  async recordBy(actor: AuditActor, { kind, subject, summary, before = null, after = null }: AuditChange): Promise<void> {
    await this.entries.add({ kind, subject, summary, before, after, actor });
  }
}
