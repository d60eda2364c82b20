import { MigrationInterface, QueryRunner } from 'typeorm';

/** Every money column of billing, in cents: integer ends at $21,474,836.47, which a bank line or a typo passes. */
const MONEY_COLUMNS: Record<string, string[]> = {
  billing_settings: ['basic_price_cents', 'premium_price_cents'],
  invoices: ['total_cents', 'gst_cents', 'amount_paid_cents', 'credited_cents'],
  statement_lines: ['amount_cents'],
  payments: ['amount_cents'],
  credit_notes: ['amount_cents', 'gst_cents'],
};

/** Money as bigint cents; the app reads them as numbers (billing/money.ts) and takes no amount above MAX_AMOUNT_CENTS. */
export class MoneyAsBigint1800000100000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    for (const [table, columns] of Object.entries(MONEY_COLUMNS)) {
      await db.query(`ALTER TABLE ${table} ${columns.map((column) => `ALTER COLUMN ${column} TYPE bigint`).join(', ')}`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const [table, columns] of Object.entries(MONEY_COLUMNS)) {
      await db.query(`ALTER TABLE ${table} ${columns.map((column) => `ALTER COLUMN ${column} TYPE integer`).join(', ')}`);
    }
  }
}
