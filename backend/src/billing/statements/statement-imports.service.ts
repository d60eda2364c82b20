import type { AdminInvoice, DecidedStatementLine, StatementImport, StatementSummary, StoredStatementLine, StoredStatementLineOutcome } from 'contract';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AuditService } from '../../audit/audit.service';
import { filterIds, filterOneOf, filterUuid, isUuid, ListQuery } from '../../common/http/lists/simple-rest';
import { conflict, notFound } from '../billing.exception';
import { InvoicesService } from '../invoices/invoices.service';
import { PaymentsService } from '../payments/payments.service';
import { parseStatement, StatementLine } from './statement-csv';
import { decideLines, invoiceNumberIn, LineDecision } from './statement-matcher';
import { summarise, toDecidedStatementLine, toStatementImport, toStoredStatementLine } from './statement-views';
import { StatementImportSortField, StatementLineSortField, StatementsRepository } from './statements.repository';
import { BILLING_MESSAGES } from '../billing.messages';
import { appError, ErrorKind } from '../../common/errors/app.exception';

export const STATEMENT_LINE_SORTABLE = ['id', 'posted_on', 'amount_cents', 'outcome', 'line_number'] as const satisfies readonly StatementLineSortField[];
export const STATEMENT_LINE_FILTERS = ['outcome', 'import_id'] as const;
export const STATEMENT_IMPORT_SORTABLE = ['id', 'imported_at', 'filename'] as const satisfies readonly StatementImportSortField[];

/** `outcome: "open"` asks for the lines an admin still has to look at. */
const OUTCOME_FILTERS = ['open', 'matched', 'partial', 'unmatched', 'dismissed'] as const;

export interface StatementFile {
  filename: string;
  content: Buffer;
}

/**
 * Bank statement imports: a CSV as New Zealand banks export it, previewed, then applied in one
 * transaction; lines that name an open invoice with the exact amount due pay it, the rest wait for
 * an admin to match them by hand or dismiss them.
 */
@Injectable()
export class StatementImportsService {
  constructor(
    private readonly statements: StatementsRepository,
    private readonly payments: PaymentsService,
    private readonly invoices: InvoicesService,
    private readonly audit: AuditService,
  ) {}

  /** What importing the file would do now, without writing anything. */
  async preview(file: StatementFile | undefined): Promise<{ filename: string; summary: StatementSummary; lines: DecidedStatementLine[] }> {
    const { filename, lines } = readStatement(file);
    const decisions = decideLines(lines, await this.statements.invoicesByNumber(namedInvoices(lines)), await this.statements.knownFingerprints(lines.map((l) => l.fingerprint)));
    return { filename, summary: summarise(decisions), lines: decisions.map(toDecidedStatementLine) };
  }

  /** Applies the file: all of it or, on any error, nothing. A line imported before changes nothing. */
  async import(file: StatementFile | undefined, adminUserId: string): Promise<{ message: string; import: StatementImport; summary: StatementSummary; lines: DecidedStatementLine[] }> {
    const { filename, lines } = readStatement(file);
    const { importId, decisions } = await this.statements.transaction(async (manager) => {
      await this.statements.lockImports(manager);
      const known = await this.statements.knownFingerprints(lines.map((l) => l.fingerprint), manager);
      const invoices = await this.statements.invoicesByNumber(namedInvoices(lines), { manager, lock: true });
      const decided = decideLines(lines, invoices, known);
      const summary = summarise(decided);
      const id = await this.statements.insertImport(manager, filename, adminUserId, { ...summary }, summary.lines);
      await this.apply(manager, id, filename, decided, adminUserId);
      await this.audit.record(adminUserId, 'statement.import', 'statement_import', id, { filename, ...summary }, manager);
      return { importId: id, decisions: decided };
    });
    const summary = summarise(decisions);
    const [[imported]] = await this.statements.findImportPage([importId], { field: 'imported_at', order: 'DESC' }, 0, 1);
    return { message: importMessage(summary), import: toStatementImport(imported), summary, lines: decisions.map(toDecidedStatementLine) };
  }

  /** An admin pays an invoice with a line the matcher left (any amount: the invoice shows the balance or credit). */
  async matchLine(lineId: string, invoiceId: string, adminUserId: string): Promise<{ message: string; line: StoredStatementLine; invoice: AdminInvoice }> {
    const invoice = await this.statements.transaction(async (manager) => {
      const line = isUuid(lineId) ? await this.statements.lockLine(manager, lineId) : undefined;
      if (!line) throw notFound(BILLING_MESSAGES.lineNotFound);
      if (line.outcome !== 'partial' && line.outcome !== 'unmatched') throw conflict(BILLING_MESSAGES.lineAlreadyResolved);
      const paid = await this.payments.record(
        manager,
        invoiceId,
        { amountCents: line.amount_cents, receivedOn: line.posted_on, method: 'bank_transfer', note: `Bank statement line ${line.line_number}, matched by hand`, statementLineId: line.id },
        adminUserId,
      );
      await this.statements.resolveLine(manager, line.id, 'matched', paid.id, null, adminUserId);
      await this.audit.record(adminUserId, 'statement_line.match', 'statement_line', line.id, { invoice: paid.number, amount_cents: line.amount_cents }, manager);
      return paid;
    });
    return { message: BILLING_MESSAGES.lineMatched(invoice.number), line: await this.getLine(lineId), invoice: await this.invoices.get(invoice.id) };
  }

  /** Money that is not a plan payment (or was sorted out outside the app) leaves the to-do list. */
  async dismissLine(lineId: string, note: string | undefined, adminUserId: string): Promise<{ message: string; line: StoredStatementLine }> {
    await this.statements.transaction(async (manager) => {
      const line = isUuid(lineId) ? await this.statements.lockLine(manager, lineId) : undefined;
      if (!line) throw notFound(BILLING_MESSAGES.lineNotFound);
      if (line.outcome !== 'partial' && line.outcome !== 'unmatched') throw conflict(BILLING_MESSAGES.lineAlreadyResolved);
      await this.statements.resolveLine(manager, line.id, 'dismissed', null, note?.trim() || null, adminUserId);
      await this.audit.record(adminUserId, 'statement_line.dismiss', 'statement_line', line.id, { note: note ?? null }, manager);
    });
    return { message: BILLING_MESSAGES.lineDismissed, line: await this.getLine(lineId) };
  }

  async listLines(query: ListQuery<StatementLineSortField>): Promise<{ items: StoredStatementLine[]; total: number }> {
    const outcome = filterOneOf(query.filter, 'outcome', OUTCOME_FILTERS);
    const [rows, total] = await this.statements.findLinePage(
      {
        ids: filterIds(query.filter)?.filter(isUuid),
        outcomes: outcome === 'open' ? ['partial', 'unmatched'] : outcome ? [outcome] : undefined,
        importId: filterUuid(query.filter, 'import_id'),
      },
      query.sort,
      query.offset,
      query.limit,
    );
    return { items: rows.map(toStoredStatementLine), total };
  }

  async getLine(id: string): Promise<StoredStatementLine> {
    const row = isUuid(id) ? await this.statements.findLine(id) : undefined;
    if (!row) throw notFound(BILLING_MESSAGES.lineNotFound);
    return toStoredStatementLine(row);
  }

  async listImports(query: ListQuery<StatementImportSortField>): Promise<{ items: StatementImport[]; total: number }> {
    const [rows, total] = await this.statements.findImportPage(filterIds(query.filter)?.filter(isUuid), query.sort, query.offset, query.limit);
    return { items: rows.map(toStatementImport), total };
  }

  /** Stores the lines to keep in one statement, then pays each matched line's invoice with it. */
  private async apply(manager: EntityManager, importId: string, filename: string, decisions: LineDecision[], adminUserId: string): Promise<void> {
    const kept = decisions.filter((decision) => decision.outcome !== 'duplicate' && decision.outcome !== 'ignored');
    if (kept.length === 0) return;
    const lineIds = await this.statements.insertLines(
      manager,
      importId,
      kept.map((decision) => ({ line: decision.line, outcome: decision.outcome as StoredStatementLineOutcome, invoiceId: decision.invoice?.id ?? null, note: decision.note })),
    );
    for (const decision of kept) {
      if (decision.outcome !== 'matched') continue;
      await this.payments.record(
        manager,
        decision.invoice!.id,
        { amountCents: decision.line.amountCents, receivedOn: decision.line.postedOn, method: 'bank_transfer', note: `Bank statement ${filename}, line ${decision.line.lineNumber}`, statementLineId: lineIds.get(decision.line.fingerprint)! },
        adminUserId,
      );
    }
  }
}

function readStatement(file: StatementFile | undefined): { filename: string; lines: StatementLine[] } {
  if (!file) throw appError(ErrorKind.BadInput, BILLING_MESSAGES.statementRequired);
  const parsed = parseStatement(file.content);
  if (!parsed.ok) throw appError(ErrorKind.BadInput, parsed.message);
  return { filename: file.filename, lines: parsed.lines };
}

function namedInvoices(lines: StatementLine[]): string[] {
  return [...new Set(lines.map(invoiceNumberIn).filter((n): n is string => n !== null))];
}

function importMessage(summary: StatementSummary): string {
  const parts = [`${summary.matched} paid an invoice`, `${summary.partial + summary.unmatched} left for you to match`, `${summary.duplicate} imported before`];
  if (summary.ignored) parts.push(`${summary.ignored} paid out`);
  return `Imported ${summary.lines} lines: ${parts.join(', ')}`;
}
