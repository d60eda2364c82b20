import type { AdminInvoice, DecidedStatementLine, StatementImport, StatementSummary, StoredStatementLine, StoredStatementLineOutcome } from 'contract';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AuditService } from '../../audit/audit.service';
import { filterIds, filterOneOf, filterUuid, isUuid, ListQuery } from '../../common/http/simple-rest';
import { BillingErrorCode, BillingException, conflict, notFound } from '../billing.exception';
import { BillingMessages } from '../billing.messages';
import { InvoicesService } from '../invoices/invoices.service';
import { PaymentsService } from '../payments/payments.service';
import { parseStatement, StatementLine } from './statement-csv';
import { decideLines, invoiceNumberIn, LineDecision } from './statement-matcher';
import { summarise, toDecidedStatementLine, toStatementImport, toStoredStatementLine } from './statement-views';
import { StatementImportSortField, StatementLineSortField, StatementsRepository } from './statements.repository';

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
      for (const decision of decided) await this.apply(manager, id, filename, decision, adminUserId);
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
      if (!line) throw notFound(BillingMessages.lineNotFound);
      if (line.outcome !== 'partial' && line.outcome !== 'unmatched') throw conflict(BillingMessages.lineAlreadyResolved);
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
    return { message: BillingMessages.lineMatched(invoice.number), line: await this.getLine(lineId), invoice: await this.invoices.get(invoice.id) };
  }

  /** Money that is not a plan payment (or was sorted out outside the app) leaves the to-do list. */
  async dismissLine(lineId: string, note: string | undefined, adminUserId: string): Promise<{ message: string; line: StoredStatementLine }> {
    await this.statements.transaction(async (manager) => {
      const line = isUuid(lineId) ? await this.statements.lockLine(manager, lineId) : undefined;
      if (!line) throw notFound(BillingMessages.lineNotFound);
      if (line.outcome !== 'partial' && line.outcome !== 'unmatched') throw conflict(BillingMessages.lineAlreadyResolved);
      await this.statements.resolveLine(manager, line.id, 'dismissed', null, note?.trim() || null, adminUserId);
      await this.audit.record(adminUserId, 'statement_line.dismiss', 'statement_line', line.id, { note: note ?? null }, manager);
    });
    return { message: BillingMessages.lineDismissed, line: await this.getLine(lineId) };
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
    if (!row) throw notFound(BillingMessages.lineNotFound);
    return toStoredStatementLine(row);
  }

  async listImports(query: ListQuery<StatementImportSortField>): Promise<{ items: StatementImport[]; total: number }> {
    const [rows, total] = await this.statements.findImportPage(filterIds(query.filter)?.filter(isUuid), query.sort, query.offset, query.limit);
    return { items: rows.map(toStatementImport), total };
  }

  private async apply(manager: EntityManager, importId: string, filename: string, decision: LineDecision, adminUserId: string): Promise<void> {
    if (decision.outcome === 'duplicate' || decision.outcome === 'ignored') return;
    const lineId = await this.statements.insertLine(manager, importId, decision.line, decision.outcome as StoredStatementLineOutcome, decision.invoice?.id ?? null, decision.note);
    if (decision.outcome !== 'matched') return;
    await this.payments.record(
      manager,
      decision.invoice!.id,
      { amountCents: decision.line.amountCents, receivedOn: decision.line.postedOn, method: 'bank_transfer', note: `Bank statement ${filename}, line ${decision.line.lineNumber}`, statementLineId: lineId },
      adminUserId,
    );
  }
}

function readStatement(file: StatementFile | undefined): { filename: string; lines: StatementLine[] } {
  if (!file) throw new BillingException(BillingErrorCode.BadInput, BillingMessages.statementRequired);
  const parsed = parseStatement(file.content);
  if (!parsed.ok) throw new BillingException(BillingErrorCode.BadInput, parsed.message);
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
