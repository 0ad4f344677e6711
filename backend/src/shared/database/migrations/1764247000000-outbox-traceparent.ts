import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The W3C `traceparent` of the request that wrote an outbox event (null when tracing is off), so the worker's job
 * continues that request's trace.
 */
export class OutboxTraceparent1764247000000 implements MigrationInterface {
  name = 'OutboxTraceparent1764247000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "outbox" ADD COLUMN "traceparent" text`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "outbox" DROP COLUMN "traceparent"`);
  }
}
