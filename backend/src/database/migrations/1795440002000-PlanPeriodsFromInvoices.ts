import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A plan period now comes from a paid invoice or a complimentary grant (issue 16): each subscription
 * record says which, and a credit note can end one early ('credited'). Records made before this by
 * free upgrades keep source 'upgrade'.
 */
export class PlanPeriodsFromInvoices1795440002000 implements MigrationInterface {
  name = 'PlanPeriodsFromInvoices1795440002000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE subscriptions ADD COLUMN source text NOT NULL DEFAULT 'upgrade' CHECK (source IN ('upgrade', 'invoice', 'complimentary'))`);
    await db.query(`ALTER TABLE subscriptions ADD COLUMN invoice_id uuid UNIQUE REFERENCES invoices (id)`);
    await db.query(`ALTER TABLE subscriptions ADD COLUMN note text`);
    await db.query(`ALTER TABLE subscriptions ADD CHECK ((source = 'invoice') = (invoice_id IS NOT NULL))`);
    await db.query(`ALTER TABLE subscriptions DROP CONSTRAINT subscriptions_status_check`);
    await db.query(`ALTER TABLE subscriptions ADD CONSTRAINT subscriptions_status_check CHECK (status IN ('active', 'expired', 'replaced', 'credited'))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`UPDATE subscriptions SET status = 'expired' WHERE status = 'credited'`);
    await db.query(`ALTER TABLE subscriptions DROP CONSTRAINT subscriptions_status_check`);
    await db.query(`ALTER TABLE subscriptions ADD CONSTRAINT subscriptions_status_check CHECK (status IN ('active', 'expired', 'replaced'))`);
    await db.query(`ALTER TABLE subscriptions DROP COLUMN note`);
    await db.query(`ALTER TABLE subscriptions DROP COLUMN invoice_id`);
    await db.query(`ALTER TABLE subscriptions DROP COLUMN source`);
  }
}
