import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AUDIT_ENTRY_REPOSITORY } from './application/audit.ports';
import { AuditQueries } from './application/audit-queries';
import { AuditTrail } from './application/audit-trail';
import { StaffChanges } from './application/staff-changes';
import { AuditEntryRow } from './infrastructure/audit-entry.entity';
import { TypeOrmAuditEntryRepository } from './infrastructure/typeorm-audit-entry.repository';

/**
 * The audit trail (`audit_entry`): who changed what, when, with before and after. Depends on no other module;
 * the modules whose staff writes are audited import it and call `AuditTrail.record` in their transactions, or run a
 * staff write through `StaffChanges`, which opens the transaction and records the entry in it.
 */
@Module({
  imports: [TypeOrmModule.forFeature([AuditEntryRow])],
  providers: [AuditTrail, AuditQueries, StaffChanges, { provide: AUDIT_ENTRY_REPOSITORY, useClass: TypeOrmAuditEntryRepository }],
  exports: [AuditTrail, AuditQueries, StaffChanges],
})
export class AuditModule {}
