import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Newsletter double opt-in (docs/product.md, Newsletter and personal data): the consent given (when, from which address, the form's words),
 * when it was confirmed, the tokens of the confirm and unsubscribe links and when the last confirmation
 * mail was sent (at most one an hour). Rows from before have no proven consent, so they stay unconfirmed.
 */
export class NewsletterConsent1764040000000 implements MigrationInterface {
  name = 'NewsletterConsent1764040000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE "newsletter_subscription"
        ADD COLUMN "consent_at" timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN "consent_ip" text,
        ADD COLUMN "consent_text" text NOT NULL DEFAULT '',
        ADD COLUMN "confirmed_at" timestamptz,
        ADD COLUMN "confirm_token" text NOT NULL DEFAULT encode(gen_random_bytes(24), 'hex'),
        ADD COLUMN "unsubscribe_token" text NOT NULL DEFAULT encode(gen_random_bytes(24), 'hex'),
        ADD COLUMN "confirmation_sent_at" timestamptz`);
    await db.query(`CREATE UNIQUE INDEX "UQ_newsletter_confirm_token" ON "newsletter_subscription" ("confirm_token")`);
    await db.query(`CREATE UNIQUE INDEX "UQ_newsletter_unsubscribe_token" ON "newsletter_subscription" ("unsubscribe_token")`);
    await db.query(`CREATE INDEX "IDX_newsletter_confirmed_at" ON "newsletter_subscription" ("confirmed_at") WHERE "confirmed_at" IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE "newsletter_subscription"
        DROP COLUMN "consent_at", DROP COLUMN "consent_ip", DROP COLUMN "consent_text", DROP COLUMN "confirmed_at",
        DROP COLUMN "confirm_token", DROP COLUMN "unsubscribe_token", DROP COLUMN "confirmation_sent_at"`);
  }
}
