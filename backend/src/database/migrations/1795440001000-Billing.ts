import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Paid plans through New Zealand tax invoices (issue 16): the business's billing settings, the
 * counters that number invoices and credit notes without gaps, invoices, payments, credit notes and
 * imported bank statement lines. Money is whole cents. An invoice keeps a copy of everything it was
 * issued with (prices, supplier, recipient, where to pay), so later changes never alter it; the
 * recipient's account may go (user_id set null) while the tax record stays.
 */
export class Billing1795440001000 implements MigrationInterface {
  name = 'Billing1795440001000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE billing_settings (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        trading_name text NOT NULL CHECK (char_length(trading_name) BETWEEN 1 AND 100),
        gst_number text NOT NULL CHECK (gst_number ~ '^[0-9]{8,9}$'),
        bank_account text NOT NULL CHECK (bank_account ~ '^[0-9]{2}-[0-9]{4}-[0-9]{7}-[0-9]{3}$'),
        invoice_due_days integer NOT NULL CHECK (invoice_due_days BETWEEN 1 AND 60),
        basic_price_cents integer NOT NULL CHECK (basic_price_cents BETWEEN 100 AND 1000000),
        premium_price_cents integer NOT NULL CHECK (premium_price_cents BETWEEN 100 AND 1000000),
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by uuid REFERENCES users (id) ON DELETE SET NULL
      )`);
    // Demo values (the GST number and account pass IRD's check digits); a superadmin sets the real ones.
    await db.query(`
      INSERT INTO billing_settings (trading_name, gst_number, bank_account, invoice_due_days, basic_price_cents, premium_price_cents)
      VALUES ('Kiwi Companions Limited', '49091850', '12-3140-0123452-000', 7, 2999, 4999)`);

    // One row per kind of document; the row lock taken by its increment numbers one document at a time.
    await db.query(`
      CREATE TABLE billing_counters (
        name text PRIMARY KEY CHECK (name IN ('invoice', 'credit_note')),
        last_number integer NOT NULL CHECK (last_number >= 0)
      )`);
    await db.query(`INSERT INTO billing_counters (name, last_number) VALUES ('invoice', 0), ('credit_note', 0)`);

    await db.query(`
      CREATE TABLE invoices (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        number text NOT NULL UNIQUE,
        user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        username text,
        recipient_name text NOT NULL,
        recipient_email text NOT NULL,
        supplier_name text NOT NULL,
        supplier_gst_number text NOT NULL,
        tier text NOT NULL CHECK (tier IN ('basic', 'premium')),
        period_days integer NOT NULL CHECK (period_days > 0),
        description text NOT NULL,
        total_cents integer NOT NULL CHECK (total_cents > 0),
        gst_cents integer NOT NULL,
        payment_provider text NOT NULL,
        bank_account text NOT NULL,
        particulars text NOT NULL CHECK (char_length(particulars) <= 12),
        code text NOT NULL CHECK (char_length(code) <= 12),
        reference text NOT NULL UNIQUE CHECK (char_length(reference) <= 12),
        renewal_of timestamptz,
        status text NOT NULL DEFAULT 'unpaid' CHECK (status IN ('unpaid', 'overdue', 'paid', 'void', 'credited')),
        issued_at timestamptz NOT NULL DEFAULT now(),
        due_on date NOT NULL,
        amount_paid_cents integer NOT NULL DEFAULT 0 CHECK (amount_paid_cents >= 0),
        credited_cents integer NOT NULL DEFAULT 0 CHECK (credited_cents >= 0),
        paid_at timestamptz,
        voided_at timestamptz,
        void_reason text,
        CHECK (gst_cents = round(total_cents * 3 / 23.0)),
        CHECK (credited_cents <= least(amount_paid_cents, total_cents)),
        CHECK ((status = 'void') = (voided_at IS NOT NULL)),
        CHECK (status NOT IN ('paid', 'credited') OR paid_at IS NOT NULL),
        UNIQUE (user_id, renewal_of)
      )`);
    await db.query(`CREATE INDEX invoices_user_idx ON invoices (user_id, issued_at DESC)`);
    await db.query(`CREATE INDEX invoices_open_idx ON invoices (due_on) WHERE status IN ('unpaid', 'overdue')`);
    await db.query(`CREATE INDEX invoices_issued_idx ON invoices (issued_at DESC)`);

    await db.query(`
      CREATE TABLE statement_imports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        filename text NOT NULL,
        imported_by uuid REFERENCES users (id) ON DELETE SET NULL,
        imported_at timestamptz NOT NULL DEFAULT now(),
        line_count integer NOT NULL,
        matched_count integer NOT NULL,
        partial_count integer NOT NULL,
        unmatched_count integer NOT NULL,
        duplicate_count integer NOT NULL,
        ignored_count integer NOT NULL
      )`);
    // A line's fingerprint is unique: the same line imported again (the same file, or an export
    // that overlaps an earlier one) is recognised and pays nothing twice.
    await db.query(`
      CREATE TABLE statement_lines (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        import_id uuid NOT NULL REFERENCES statement_imports (id),
        line_number integer NOT NULL,
        fingerprint text NOT NULL UNIQUE,
        posted_on date NOT NULL,
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        payee text NOT NULL,
        particulars text NOT NULL,
        code text NOT NULL,
        reference text NOT NULL,
        outcome text NOT NULL CHECK (outcome IN ('matched', 'partial', 'unmatched', 'dismissed')),
        invoice_id uuid REFERENCES invoices (id),
        note text,
        resolved_by uuid REFERENCES users (id) ON DELETE SET NULL,
        resolved_at timestamptz
      )`);
    await db.query(`CREATE INDEX statement_lines_open_idx ON statement_lines (posted_on DESC) WHERE outcome IN ('partial', 'unmatched')`);
    await db.query(`CREATE INDEX statement_lines_import_idx ON statement_lines (import_id, line_number)`);

    await db.query(`
      CREATE TABLE payments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        invoice_id uuid NOT NULL REFERENCES invoices (id),
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        received_on date NOT NULL,
        method text NOT NULL CHECK (method IN ('bank_transfer', 'cash', 'other')),
        note text,
        statement_line_id uuid UNIQUE REFERENCES statement_lines (id),
        recorded_by uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX payments_invoice_idx ON payments (invoice_id, received_on)`);
    await db.query(`CREATE INDEX payments_received_idx ON payments (received_on)`);

    await db.query(`
      CREATE TABLE credit_notes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        number text NOT NULL UNIQUE,
        invoice_id uuid NOT NULL REFERENCES invoices (id),
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        gst_cents integer NOT NULL,
        reason text NOT NULL CHECK (char_length(btrim(reason)) BETWEEN 1 AND 500),
        issued_at timestamptz NOT NULL DEFAULT now(),
        issued_by uuid REFERENCES users (id) ON DELETE SET NULL,
        CHECK (gst_cents = round(amount_cents * 3 / 23.0))
      )`);
    await db.query(`CREATE INDEX credit_notes_invoice_idx ON credit_notes (invoice_id)`);
    await db.query(`CREATE INDEX credit_notes_issued_idx ON credit_notes (issued_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE credit_notes`);
    await db.query(`DROP TABLE payments`);
    await db.query(`DROP TABLE statement_lines`);
    await db.query(`DROP TABLE statement_imports`);
    await db.query(`DROP TABLE invoices`);
    await db.query(`DROP TABLE billing_counters`);
    await db.query(`DROP TABLE billing_settings`);
  }
}
