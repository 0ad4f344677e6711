/**
 * The audit module's public surface: the audit trail and `StaffChanges`, which runs a staff write and records it in
 * one transaction. Other modules and the worker import audit only through this file (dependency-cruiser: modules-
 * meet-through-public-files, worker-through-public-files); the rest is audit's own.
 */
export { AuditModule } from './audit.module';
export { AuditQueries } from './application/audit-queries';
export { AuditTrail } from './application/audit-trail';
export { exported, StaffChanges } from './application/staff-changes';
export { type AuditActor, type AuditChange, type AuditEntry, type AuditFields, changedFields } from './domain/audit-entry';
