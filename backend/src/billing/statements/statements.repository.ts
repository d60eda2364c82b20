import type { StatementImport, StatementLineOutcome, StoredStatementLine, StoredStatementLineOutcome } from 'contract';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { DummyValue, GenerateSql, MANAGER, RunsNoSql } from '../../common/sql/generate-sql';
import { SqlConditions } from '../../common/sql/sql-conditions';
import { centsFrom, withCents } from '../money';
import type { StatementLine } from './statement-csv';
import type { InvoiceToMatch } from './statement-matcher';

/** Arbitrary fixed key: imports run one at a time, so two admins importing one file pay nothing twice. */
const IMPORT_LOCK_KEY = 1795440001;

export type StatementLineSortField = 'id' | 'posted_on' | 'amount_cents' | 'outcome' | 'line_number';
export type StatementImportSortField = 'id' | 'imported_at' | 'filename';

/** The rows are the API's shapes with the driver's timestamps (statement-views.ts turns them into ISO text). */
export type StatementImportRow = Omit<StatementImport, 'imported_at'> & { imported_at: Date };
export type StatementLineRow = Omit<StoredStatementLine, 'resolved_at'> & { resolved_at: Date | null };

/** A statement line to store, with what the import decided for it. */
export interface NewStatementLine {
  line: StatementLine;
  outcome: StoredStatementLineOutcome;
  invoiceId: string | null;
  note: string | null;
}

export interface StatementLineSearch {
  ids?: string[];
  outcomes?: StoredStatementLineOutcome[];
  importId?: string;
}

const LINE_COLUMNS = `l.id, l.import_id, l.line_number, l.posted_on::text AS posted_on, l.amount_cents, l.payee, l.particulars, l.code,
  l.reference, l.outcome, l.invoice_id, i.number AS invoice_number, l.note, u.email AS resolved_by_email, l.resolved_at`;
const LINE_FROM = `FROM statement_lines l LEFT JOIN invoices i ON i.id = l.invoice_id LEFT JOIN users u ON u.id = l.resolved_by`;
const LINE_SORT: Record<StatementLineSortField, string> = {
  id: 'l.id',
  posted_on: 'l.posted_on',
  amount_cents: 'l.amount_cents',
  outcome: 'l.outcome',
  line_number: 'l.line_number',
};

const IMPORT_COLUMNS = `s.id, s.filename, u.email AS imported_by_email, s.imported_at, s.line_count, s.matched_count, s.partial_count,
  s.unmatched_count, s.duplicate_count, s.ignored_count`;
const IMPORT_SORT: Record<StatementImportSortField, string> = { id: 's.id', imported_at: 's.imported_at', filename: 'lower(s.filename)' };

/** The statement line the query snapshots insert (common/sql/generate-sql.ts). */
const SNAPSHOT_LINE: StatementLine = {
  lineNumber: 1,
  postedOn: DummyValue.DAY,
  amountCents: 4_900,
  payee: 'text',
  particulars: 'text',
  code: 'text',
  reference: 'text',
  fingerprint: DummyValue.TOKEN_HASH,
};

/** Imported bank statements and their lines. */
@Injectable()
export class StatementsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @RunsNoSql()
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  @GenerateSql({ params: [MANAGER] })
  async lockImports(manager: EntityManager): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock($1)`, [IMPORT_LOCK_KEY]);
  }

  @GenerateSql({ params: [[DummyValue.TOKEN_HASH]] })
  async knownFingerprints(fingerprints: string[], manager: EntityManager = this.db.manager): Promise<Set<string>> {
    const rows: { fingerprint: string }[] = await manager.query(`SELECT fingerprint FROM statement_lines WHERE fingerprint = ANY($1::text[])`, [fingerprints]);
    return new Set(rows.map((row) => row.fingerprint));
  }

  /** The invoices named by a statement, locked when the import is for real. */
  @GenerateSql({ name: 'to preview', params: [['INV-000001']] }, { name: 'to import, locked', params: [['INV-000001'], { manager: MANAGER, lock: true }] })
  async invoicesByNumber(numbers: string[], options: { manager?: EntityManager; lock?: boolean } = {}): Promise<Map<string, InvoiceToMatch>> {
    const rows: { id: string; number: string; status: InvoiceToMatch['status']; total_cents: number; amount_paid_cents: number }[] = await (
      options.manager ?? this.db.manager
    ).query(
      `SELECT id, number, status, total_cents, amount_paid_cents FROM invoices WHERE number = ANY($1::text[]) ORDER BY id ${options.lock ? 'FOR UPDATE' : ''}`,
      [numbers],
    );
    return new Map(rows.map((row) => [row.number, { id: row.id, number: row.number, status: row.status, totalCents: centsFrom(row.total_cents), amountPaidCents: centsFrom(row.amount_paid_cents) }]));
  }

  @GenerateSql({ params: [MANAGER, 'statement.csv', DummyValue.USER_ID, { matched: 1, partial: 0, unmatched: 0, duplicate: 0, ignored: 0 }, 1] })
  async insertImport(manager: EntityManager, filename: string, importedBy: string, counts: Record<StatementLineOutcome, number>, lineCount: number): Promise<string> {
    const [{ id }]: { id: string }[] = await manager.query(
      `INSERT INTO statement_imports (filename, imported_by, line_count, matched_count, partial_count, unmatched_count, duplicate_count, ignored_count)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [filename, importedBy, lineCount, counts.matched, counts.partial, counts.unmatched, counts.duplicate, counts.ignored],
    );
    return id;
  }

  /**
   * A statement's lines in one statement (a line at a time made a long file a long transaction); answers each
   * line's id by its fingerprint.
   */
  @GenerateSql({ params: [MANAGER, DummyValue.UUID, [{ line: SNAPSHOT_LINE, outcome: 'matched', invoiceId: DummyValue.UUID, note: 'text' }]] })
  async insertLines(manager: EntityManager, importId: string, lines: NewStatementLine[]): Promise<Map<string, string>> {
    const column = <T>(value: (line: NewStatementLine) => T) => lines.map(value);
    const rows: { id: string; fingerprint: string }[] = await manager.query(
      `INSERT INTO statement_lines (import_id, line_number, fingerprint, posted_on, amount_cents, payee, particulars, code, reference, outcome, invoice_id, note)
       SELECT $1::uuid, * FROM unnest($2::int[], $3::text[], $4::date[], $5::bigint[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::uuid[], $12::text[])
       RETURNING id, fingerprint`,
      [
        importId,
        column(({ line }) => line.lineNumber),
        column(({ line }) => line.fingerprint),
        column(({ line }) => line.postedOn),
        column(({ line }) => line.amountCents),
        column(({ line }) => line.payee),
        column(({ line }) => line.particulars),
        column(({ line }) => line.code),
        column(({ line }) => line.reference),
        column(({ outcome }) => outcome),
        column(({ invoiceId }) => invoiceId),
        column(({ note }) => note),
      ],
    );
    return new Map(rows.map((row) => [row.fingerprint, row.id]));
  }

  @GenerateSql({ params: [MANAGER, DummyValue.UUID] })
  async lockLine(manager: EntityManager, id: string): Promise<StatementLineRow | undefined> {
    await manager.query(`SELECT 1 FROM statement_lines WHERE id = $1 FOR UPDATE`, [id]);
    return this.findLine(id, manager);
  }

  @GenerateSql({ params: [DummyValue.UUID] })
  async findLine(id: string, manager: EntityManager = this.db.manager): Promise<StatementLineRow | undefined> {
    const rows: StatementLineRow[] = await manager.query(`SELECT ${LINE_COLUMNS} ${LINE_FROM} WHERE l.id = $1`, [id]);
    return rows[0] && lineRow(rows[0]);
  }

  @GenerateSql({ params: [MANAGER, DummyValue.UUID, 'matched', DummyValue.UUID, 'text', DummyValue.USER_ID] })
  async resolveLine(manager: EntityManager, id: string, outcome: 'matched' | 'dismissed', invoiceId: string | null, note: string | null, adminUserId: string): Promise<void> {
    await manager.query(
      `UPDATE statement_lines SET outcome = $2, invoice_id = coalesce($3, invoice_id), note = coalesce($4, note), resolved_by = $5, resolved_at = now() WHERE id = $1`,
      [id, outcome, invoiceId, note, adminUserId],
    );
  }

  @GenerateSql(
    { name: 'every filter', params: [{ ids: [DummyValue.UUID], outcomes: ['unmatched'], importId: DummyValue.UUID }, { field: 'amount_cents', order: 'ASC' }, 0, 25] },
    { name: 'no filter', params: [{}, { field: 'posted_on', order: 'DESC' }, 0, 25] },
  )
  async findLinePage(search: StatementLineSearch, sort: { field: StatementLineSortField; order: 'ASC' | 'DESC' }, offset: number, limit: number): Promise<[StatementLineRow[], number]> {
    const conditions = new SqlConditions();
    if (search.ids) conditions.add((p) => `l.id = ANY(${p}::uuid[])`, search.ids);
    if (search.outcomes) conditions.add((p) => `l.outcome = ANY(${p}::text[])`, search.outcomes);
    if (search.importId) conditions.add((p) => `l.import_id = ${p}`, search.importId);
    const rows: StatementLineRow[] = await this.db.query(
      `SELECT ${LINE_COLUMNS} ${LINE_FROM} ${conditions.where}
       ORDER BY ${LINE_SORT[sort.field]} ${sort.order}, l.line_number
       OFFSET $${conditions.params.length + 1} LIMIT $${conditions.params.length + 2}`,
      [...conditions.params, offset, limit],
    );
    const [{ total }] = await this.db.query(`SELECT count(*)::int AS total FROM statement_lines l ${conditions.where}`, conditions.params);
    return [rows.map(lineRow), total];
  }

  @GenerateSql(
    { name: 'by ids', params: [[DummyValue.UUID], { field: 'filename', order: 'ASC' }, 0, 25] },
    { name: 'every import', params: [undefined, { field: 'imported_at', order: 'DESC' }, 0, 25] },
  )
  async findImportPage(ids: string[] | undefined, sort: { field: StatementImportSortField; order: 'ASC' | 'DESC' }, offset: number, limit: number): Promise<[StatementImportRow[], number]> {
    const conditions = new SqlConditions();
    if (ids) conditions.add((p) => `s.id = ANY(${p}::uuid[])`, ids);
    const rows: StatementImportRow[] = await this.db.query(
      `SELECT ${IMPORT_COLUMNS} FROM statement_imports s LEFT JOIN users u ON u.id = s.imported_by ${conditions.where}
       ORDER BY ${IMPORT_SORT[sort.field]} ${sort.order}
       OFFSET $${conditions.params.length + 1} LIMIT $${conditions.params.length + 2}`,
      [...conditions.params, offset, limit],
    );
    const [{ total }] = await this.db.query(`SELECT count(*)::int AS total FROM statement_imports s ${conditions.where}`, conditions.params);
    return [rows, total];
  }
}

function lineRow(raw: StatementLineRow): StatementLineRow {
  return withCents(raw, ['amount_cents']);
}
