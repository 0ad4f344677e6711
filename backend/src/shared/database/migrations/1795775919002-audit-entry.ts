import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit trail (issue 29): one row per staff change, written in the change's transaction. Rows are never
 * changed or deleted: a trigger refuses UPDATE and DELETE whatever the application does.
 */
export class AuditEntry1795775919002 implements MigrationInterface {
  name = 'AuditEntry1795775919002';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE "audit_entry" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "at" timestamptz NOT NULL DEFAULT now(),
        "actor_id" uuid,
        "actor_email" text,
        "actor_role" text NOT NULL,
        "kind" text NOT NULL,
        "subject" text NOT NULL,
        "summary" text NOT NULL,
        "before" jsonb,
        "after" jsonb
      )`);
    await db.query(`CREATE INDEX "IDX_audit_entry_at" ON "audit_entry" ("at" DESC)`);
    await db.query(`CREATE INDEX "IDX_audit_entry_actor_at" ON "audit_entry" ("actor_id", "at" DESC)`);
    await db.query(`CREATE INDEX "IDX_audit_entry_kind_at" ON "audit_entry" ("kind", "at" DESC)`);
    await db.query(`
      CREATE FUNCTION audit_entry_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_entry rows cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await db.query(`
      CREATE TRIGGER "audit_entry_append_only" BEFORE UPDATE OR DELETE ON "audit_entry"
        FOR EACH ROW EXECUTE FUNCTION audit_entry_is_append_only()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "audit_entry"`);
    await db.query(`DROP FUNCTION audit_entry_is_append_only()`);
  }
}
