import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Staff roles (issue 29): owner, staff and instructor replace the one admin role; every admin becomes an owner. */
export class StaffRoles1795775883832 implements MigrationInterface {
  name = 'StaffRoles1795775883832';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "user_account" DROP CONSTRAINT "user_account_role_check"`);
    await db.query(`UPDATE "user_account" SET "role" = 'owner' WHERE "role" = 'admin'`);
    await db.query(
      `ALTER TABLE "user_account" ADD CONSTRAINT "user_account_role_check" CHECK ("role" IN ('customer', 'owner', 'staff', 'instructor'))`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "user_account" DROP CONSTRAINT "user_account_role_check"`);
    await db.query(`UPDATE "user_account" SET "role" = 'admin' WHERE "role" IN ('owner', 'staff', 'instructor')`);
    await db.query(`ALTER TABLE "user_account" ADD CONSTRAINT "user_account_role_check" CHECK ("role" IN ('customer', 'admin'))`);
  }
}
