import type { DecidedStatementLine, StatementImport, StatementLineOutcome, StatementSummary, StoredStatementLine } from 'contract';
import type { LineDecision } from './statement-matcher';
import type { StatementImportRow, StatementLineRow } from './statements.repository';

export function toDecidedStatementLine(decision: LineDecision): DecidedStatementLine {
  const { line } = decision;
  return {
    line_number: line.lineNumber,
    posted_on: line.postedOn,
    amount_cents: line.amountCents,
    payee: line.payee,
    particulars: line.particulars,
    code: line.code,
    reference: line.reference,
    outcome: decision.outcome,
    invoice_id: decision.invoice?.id ?? null,
    invoice_number: decision.invoice?.number ?? null,
    note: decision.note,
  };
}

export function summarise(decisions: LineDecision[]): StatementSummary {
  const count = (outcome: StatementLineOutcome) => decisions.filter((d) => d.outcome === outcome).length;
  return {
    lines: decisions.length,
    matched: count('matched'),
    partial: count('partial'),
    unmatched: count('unmatched'),
    duplicate: count('duplicate'),
    ignored: count('ignored'),
  };
}

export function toStoredStatementLine(row: StatementLineRow): StoredStatementLine {
  return { ...row, resolved_at: row.resolved_at?.toISOString() ?? null };
}

export function toStatementImport(row: StatementImportRow): StatementImport {
  return { ...row, imported_at: row.imported_at.toISOString() };
}
