import { InvoiceStatus, PaidTier, PaymentMethod } from 'contract';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { DummyValue, GenerateSql, MANAGER, RunsNoSql } from '../../common/sql/generate-sql';
import { SqlConditions } from '../../common/sql/sql-conditions';
import { withCents } from '../money';
import { INVOICE_COLUMNS, invoiceRow, InvoiceRow, NewInvoice } from './invoice-row';

export type InvoiceSortField = 'id' | 'number' | 'issued_at' | 'due_on' | 'total_cents' | 'status' | 'recipient_name';

export interface InvoiceSearch {
  ids?: string[];
  status?: InvoiceStatus;
  userId?: string;
  /** Already a LIKE pattern: number, reference, username, name or email. */
  q?: string;
}

export interface PaymentRow {
  id: string;
  invoice_id: string;
  amount_cents: number;
  received_on: string;
  method: PaymentMethod;
  note: string | null;
  statement_line_id: string | null;
  recorded_by_email: string | null;
  created_at: Date;
}

export interface CreditNoteRow {
  id: string;
  number: string;
  invoice_id: string;
  amount_cents: number;
  gst_cents: number;
  reason: string;
  issued_at: Date;
  issued_by_email: string | null;
}

const SORT: Record<InvoiceSortField, string> = {
  id: 'i.id',
  number: 'i.number',
  issued_at: 'i.issued_at',
  due_on: 'i.due_on',
  total_cents: 'i.total_cents',
  status: 'i.status',
  recipient_name: 'lower(i.recipient_name)',
};

/** The invoice the query snapshots insert (common/sql/generate-sql.ts). */
const SNAPSHOT_INVOICE: NewInvoice = {
  number: 'INV-000001',
  user_id: DummyValue.USER_ID,
  username: 'fixture',
  recipient_name: 'Fixture',
  recipient_email: DummyValue.EMAIL,
  supplier_name: 'Kiwi Companions',
  supplier_gst_number: '123456789',
  tier: 'basic',
  period_days: 30,
  description: 'text',
  total_cents: 4_900,
  gst_cents: 639,
  payment_provider: 'bank_transfer',
  bank_account: '12-3456-7890123-000',
  particulars: 'text',
  code: 'text',
  reference: 'text',
  renewal_of: null,
  issued_at: DummyValue.DATE,
  due_on: DummyValue.DAY,
};

/** Every query on invoices, their numbering counter, payments and credit notes. */
@Injectable()
export class InvoicesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @RunsNoSql()
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /**
   * The next number of a kind of document. The UPDATE locks the counter row until the caller's
   * transaction ends, so documents are numbered one at a time, and a rolled-back document gives
   * its number back: no gaps, no duplicates (a sequence would leave gaps).
   */
  @GenerateSql({ params: [MANAGER, 'invoice'] })
  async nextNumber(manager: EntityManager, counter: 'invoice' | 'credit_note'): Promise<number> {
    const [rows]: [{ last_number: number }[], number] = await manager.query(
      `UPDATE billing_counters SET last_number = last_number + 1 WHERE name = $1 RETURNING last_number`,
      [counter],
    );
    return rows[0].last_number;
  }

  @GenerateSql({ params: [MANAGER, SNAPSHOT_INVOICE] })
  async insert(manager: EntityManager, invoice: NewInvoice): Promise<InvoiceRow> {
    const [{ id }]: { id: string }[] = await manager.query(
      `INSERT INTO invoices (number, user_id, username, recipient_name, recipient_email, supplier_name, supplier_gst_number, tier,
         period_days, description, total_cents, gst_cents, payment_provider, bank_account, particulars, code, reference, renewal_of,
         issued_at, due_on)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)
       RETURNING id`,
      [
        invoice.number, invoice.user_id, invoice.username, invoice.recipient_name, invoice.recipient_email, invoice.supplier_name,
        invoice.supplier_gst_number, invoice.tier, invoice.period_days, invoice.description, invoice.total_cents, invoice.gst_cents,
        invoice.payment_provider, invoice.bank_account, invoice.particulars, invoice.code, invoice.reference, invoice.renewal_of,
        invoice.issued_at, invoice.due_on,
      ],
    );
    return (await this.findById(id, manager))!;
  }

  @GenerateSql({ params: [DummyValue.UUID] })
  async findById(id: string, manager: EntityManager = this.db.manager): Promise<InvoiceRow | undefined> {
    const rows: InvoiceRow[] = await manager.query(`SELECT ${INVOICE_COLUMNS} FROM invoices i WHERE i.id = $1`, [id]);
    return rows[0] && invoiceRow(rows[0]);
  }

  /** Locks the invoice until the transaction ends: payments, voids and credit notes on it run one at a time. */
  @GenerateSql({ params: [MANAGER, DummyValue.UUID] })
  async lockById(manager: EntityManager, id: string): Promise<InvoiceRow | undefined> {
    const rows: InvoiceRow[] = await manager.query(`SELECT ${INVOICE_COLUMNS} FROM invoices i WHERE i.id = $1 FOR UPDATE`, [id]);
    return rows[0] && invoiceRow(rows[0]);
  }

  @GenerateSql({ params: [MANAGER, 'INV-000001'] })
  async findByNumber(manager: EntityManager, number: string): Promise<InvoiceRow | undefined> {
    const rows: InvoiceRow[] = await manager.query(`SELECT ${INVOICE_COLUMNS} FROM invoices i WHERE i.number = $1`, [number]);
    return rows[0] && invoiceRow(rows[0]);
  }

  @GenerateSql({ params: [MANAGER, DummyValue.USER_ID, 'basic'] })
  async findOpenForTier(manager: EntityManager, userId: string, tier: PaidTier): Promise<InvoiceRow | undefined> {
    const rows: InvoiceRow[] = await manager.query(
      `SELECT ${INVOICE_COLUMNS} FROM invoices i
       WHERE i.user_id = $1 AND i.tier = $2 AND i.status IN ('unpaid', 'overdue')
       ORDER BY i.issued_at DESC LIMIT 1`,
      [userId, tier],
    );
    return rows[0] && invoiceRow(rows[0]);
  }

  @GenerateSql({ params: [MANAGER, DummyValue.USER_ID, DummyValue.DATE] })
  async findRenewal(manager: EntityManager, userId: string, renewalOf: Date): Promise<InvoiceRow | undefined> {
    const rows: InvoiceRow[] = await manager.query(`SELECT ${INVOICE_COLUMNS} FROM invoices i WHERE i.user_id = $1 AND i.renewal_of = $2`, [userId, renewalOf]);
    return rows[0] && invoiceRow(rows[0]);
  }

  @GenerateSql({ params: [DummyValue.USER_ID] })
  async findForOwner(userId: string): Promise<InvoiceRow[]> {
    const rows: InvoiceRow[] = await this.db.query(`SELECT ${INVOICE_COLUMNS} FROM invoices i WHERE i.user_id = $1 ORDER BY i.issued_at DESC, i.number DESC`, [userId]);
    return rows.map(invoiceRow);
  }

  @GenerateSql(
    { name: 'every filter', params: [{ ids: [DummyValue.UUID], status: 'unpaid', userId: DummyValue.USER_ID, q: '%text%' }, { field: 'recipient_name', order: 'ASC' }, 0, 25] },
    { name: 'no filter', params: [{}, { field: 'issued_at', order: 'DESC' }, 0, 25] },
  )
  async findPage(search: InvoiceSearch, sort: { field: InvoiceSortField; order: 'ASC' | 'DESC' }, offset: number, limit: number): Promise<[InvoiceRow[], number]> {
    const { where, params } = whereClause(search);
    const rows: InvoiceRow[] = await this.db.query(
      `SELECT ${INVOICE_COLUMNS} FROM invoices i ${where}
       ORDER BY ${SORT[sort.field]} ${sort.order}, i.number ${sort.order}
       OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
      [...params, offset, limit],
    );
    const [{ total }] = await this.db.query(`SELECT count(*)::int AS total FROM invoices i ${where}`, params);
    return [rows.map(invoiceRow), total];
  }

  @GenerateSql({ params: [MANAGER, DummyValue.UUID, 4_900, 'paid', DummyValue.DATE] })
  async setPaidAmount(manager: EntityManager, id: string, amountPaidCents: number, status: InvoiceStatus, paidAt: Date | null): Promise<void> {
    await manager.query(`UPDATE invoices SET amount_paid_cents = $2, status = $3, paid_at = $4 WHERE id = $1`, [id, amountPaidCents, status, paidAt]);
  }

  @GenerateSql({ params: [MANAGER, DummyValue.UUID, 4_900] })
  async setCredited(manager: EntityManager, id: string, creditedCents: number): Promise<void> {
    await manager.query(`UPDATE invoices SET credited_cents = $2, status = 'credited' WHERE id = $1`, [id, creditedCents]);
  }

  @GenerateSql({ params: [MANAGER, DummyValue.UUID, 'text', DummyValue.DATE] })
  async markVoid(manager: EntityManager, id: string, reason: string, at: Date): Promise<void> {
    await manager.query(`UPDATE invoices SET status = 'void', voided_at = $3, void_reason = $2 WHERE id = $1`, [id, reason, at]);
  }

  /** Unpaid invoices whose due date (a New Zealand day) is before `today`. */
  @GenerateSql({ params: [DummyValue.DAY] })
  async markOverdue(today: string): Promise<number> {
    const [, count]: [unknown, number] = await this.db.query(`UPDATE invoices SET status = 'overdue' WHERE status = 'unpaid' AND due_on < $1::date`, [today]);
    return count;
  }

  /** Open invoices due on or before `lastDueOn` become void; each is locked, so a payment arriving at once either wins or waits. */
  @GenerateSql({ params: [DummyValue.DAY, 'text', DummyValue.DATE] })
  async voidDueOnOrBefore(lastDueOn: string, reason: string, at: Date): Promise<number> {
    const [, count]: [unknown, number] = await this.db.query(
      `UPDATE invoices SET status = 'void', voided_at = $3, void_reason = $2
       WHERE id IN (SELECT id FROM invoices WHERE status IN ('unpaid', 'overdue') AND due_on <= $1::date FOR UPDATE)`,
      [lastDueOn, reason, at],
    );
    return count;
  }

  @GenerateSql({
    params: [MANAGER, { invoiceId: DummyValue.UUID, amountCents: 4_900, receivedOn: DummyValue.DAY, method: 'bank_transfer', note: 'text', statementLineId: DummyValue.UUID, recordedBy: DummyValue.USER_ID }],
  })
  async insertPayment(
    manager: EntityManager,
    payment: { invoiceId: string; amountCents: number; receivedOn: string; method: PaymentRow['method']; note: string | null; statementLineId: string | null; recordedBy: string | null },
  ): Promise<string> {
    const [{ id }]: { id: string }[] = await manager.query(
      `INSERT INTO payments (invoice_id, amount_cents, received_on, method, note, statement_line_id, recorded_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [payment.invoiceId, payment.amountCents, payment.receivedOn, payment.method, payment.note, payment.statementLineId, payment.recordedBy],
    );
    return id;
  }

  /** Oldest first; in the caller's transaction when given one, so a payment just recorded is among them. */
  @GenerateSql({ params: [[DummyValue.UUID]] })
  async paymentsOf(invoiceIds: string[], manager: EntityManager = this.db.manager): Promise<PaymentRow[]> {
    const rows: PaymentRow[] = await manager.query(
      `SELECT p.id, p.invoice_id, p.amount_cents, p.received_on::text AS received_on, p.method, p.note, p.statement_line_id,
              u.email AS recorded_by_email, p.created_at
       FROM payments p LEFT JOIN users u ON u.id = p.recorded_by
       WHERE p.invoice_id = ANY($1::uuid[]) ORDER BY p.received_on, p.created_at`,
      [invoiceIds],
    );
    return rows.map((row) => withCents(row, ['amount_cents']));
  }

  @GenerateSql({ params: [MANAGER, { number: 'CN-000001', invoiceId: DummyValue.UUID, amountCents: 4_900, gstCents: 639, reason: 'text', issuedBy: DummyValue.USER_ID }] })
  async insertCreditNote(
    manager: EntityManager,
    note: { number: string; invoiceId: string; amountCents: number; gstCents: number; reason: string; issuedBy: string },
  ): Promise<CreditNoteRow> {
    const [row]: CreditNoteRow[] = await manager.query(
      `INSERT INTO credit_notes (number, invoice_id, amount_cents, gst_cents, reason, issued_by) VALUES ($1, $2, $3, $4, $5, $6)
       RETURNING id, number, invoice_id, amount_cents, gst_cents, reason, issued_at, NULL::text AS issued_by_email`,
      [note.number, note.invoiceId, note.amountCents, note.gstCents, note.reason, note.issuedBy],
    );
    return creditNoteRow(row);
  }

  @GenerateSql({ params: [DummyValue.UUID] })
  async findCreditNoteById(id: string): Promise<CreditNoteRow | undefined> {
    const [row]: CreditNoteRow[] = await this.db.query(
      `SELECT c.id, c.number, c.invoice_id, c.amount_cents, c.gst_cents, c.reason, c.issued_at, NULL::text AS issued_by_email
       FROM credit_notes c WHERE c.id = $1`,
      [id],
    );
    return row && creditNoteRow(row);
  }

  @GenerateSql({ params: [[DummyValue.UUID]] })
  async creditNotesOf(invoiceIds: string[]): Promise<CreditNoteRow[]> {
    const rows: CreditNoteRow[] = await this.db.query(
      `SELECT c.id, c.number, c.invoice_id, c.amount_cents, c.gst_cents, c.reason, c.issued_at, u.email AS issued_by_email
       FROM credit_notes c LEFT JOIN users u ON u.id = c.issued_by
       WHERE c.invoice_id = ANY($1::uuid[]) ORDER BY c.issued_at`,
      [invoiceIds],
    );
    return rows.map(creditNoteRow);
  }

  /** The dashboard's "Unpaid invoices": open ones, overdue included. */
  @GenerateSql()
  async countOpen(): Promise<number> {
    const [{ n }]: { n: number }[] = await this.db.query(`SELECT count(*)::int AS n FROM invoices WHERE status IN ('unpaid', 'overdue')`);
    return n;
  }
}

function creditNoteRow(raw: CreditNoteRow): CreditNoteRow {
  return withCents(raw, ['amount_cents', 'gst_cents']);
}

function whereClause(search: InvoiceSearch): { where: string; params: unknown[] } {
  const conditions = new SqlConditions();
  if (search.ids) conditions.add((p) => `i.id = ANY(${p}::uuid[])`, search.ids);
  if (search.status) conditions.add((p) => `i.status = ${p}`, search.status);
  if (search.userId) conditions.add((p) => `i.user_id = ${p}`, search.userId);
  if (search.q) {
    conditions.add(
      (p) => `(i.number ILIKE ${p} OR i.reference ILIKE ${p} OR i.username ILIKE ${p} OR i.recipient_name ILIKE ${p} OR i.recipient_email ILIKE ${p})`,
      search.q,
    );
  }
  return { where: conditions.where, params: conditions.params };
}
