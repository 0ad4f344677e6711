import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every committed insert into the outbox notifies channel `outbox` (once per statement; Postgres delivers it
 * at commit and folds duplicates within a transaction), so the relay wakes at once instead of at its next poll.
 */
export class OutboxNotify1764060000000 implements MigrationInterface {
  name = 'OutboxNotify1764060000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE FUNCTION notify_outbox() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('outbox', '');
        RETURN NULL;
      END $$`);
    await db.query(`CREATE TRIGGER outbox_notify AFTER INSERT ON outbox FOR EACH STATEMENT EXECUTE FUNCTION notify_outbox()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER outbox_notify ON outbox`);
    await db.query(`DROP FUNCTION notify_outbox()`);
  }
}
