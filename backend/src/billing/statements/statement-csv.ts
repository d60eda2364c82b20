import { formatCents, isCalendarDay, MAX_AMOUNT_CENTS } from 'contract';
import { createHash } from 'node:crypto';
import { CsvError, parse } from 'csv-parse/sync';
import { parseAmountToCents } from '../money';
import { BILLING_MESSAGES } from '../billing.messages';

/** One transaction of a bank statement, as the bank wrote it (amounts in cents, debits negative). */
export interface StatementLine {
  /** The line of the file it came from, counting from 1, for messages a person can follow. */
  lineNumber: number;
  /** yyyy-MM-dd */
  postedOn: string;
  amountCents: number;
  payee: string;
  particulars: string;
  code: string;
  reference: string;
  /** Same line, same fingerprint: how a second import of the same transaction is recognised. */
  fingerprint: string;
}

export type StatementParse = { ok: true; lines: StatementLine[] } | { ok: false; message: string };

type Field = 'date' | 'amount' | 'payee' | 'particulars' | 'code' | 'reference';

/**
 * Header names as New Zealand banks write them in their CSV exports (ANZ, ASB, BNZ, Kiwibank,
 * Westpac and others), compared lower-case without spaces or punctuation.
 */
const HEADER_NAMES: Record<Field, string[]> = {
  date: ['date', 'transactiondate', 'processeddate', 'posteddate', 'postingdate'],
  amount: ['amount', 'amountnzd', 'transactionamount'],
  payee: ['payee', 'otherparty', 'otherpartyname', 'opname', 'payer', 'details', 'name'],
  particulars: ['particulars', 'oppart', 'otherpartyparticulars'],
  code: ['code', 'analysiscode', 'opcode', 'otherpartycode'],
  reference: ['reference', 'opref', 'otherpartyreference', 'ref'],
};
const REQUIRED: Field[] = ['date', 'amount', 'reference'];
/** Banks put a few lines about the account above the column names. */
const HEADER_SEARCH_ROWS = 10;
const MAX_PROBLEMS_SHOWN = 5;
/**
 * Transactions one statement may hold: months of a business account, imported in a few seconds. A longer file
 * (2 MB holds tens of thousands) is refused before anything is read from or written to the database.
 */
export const MAX_STATEMENT_LINES = 5_000;

const normalise = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

function columnsOf(row: string[]): Partial<Record<Field, number>> | undefined {
  const names = row.map(normalise);
  const columns: Partial<Record<Field, number>> = {};
  for (const field of Object.keys(HEADER_NAMES) as Field[]) {
    const index = names.findIndex((name) => HEADER_NAMES[field].includes(name));
    if (index >= 0) columns[field] = index;
  }
  return REQUIRED.every((field) => columns[field] !== undefined) ? columns : undefined;
}

/** dd/MM/yyyy (how New Zealand banks write dates), d/M/yy, yyyy-MM-dd or yyyy/MM/dd, as yyyy-MM-dd. */
export function parseStatementDate(text: string): string | null {
  const trimmed = text.trim();
  let y: string, m: string, d: string;
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(trimmed);
  const yearFirst = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/.exec(trimmed);
  if (dayFirst) [, d, m, y] = dayFirst;
  else if (yearFirst) [, y, m, d] = yearFirst;
  else return null;
  const year = y.length === 2 ? `20${y}` : y;
  const date = `${year}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  return isCalendarDay(date) ? date : null;
}

/**
 * Reads a bank statement CSV: finds the header row by its column names, then every transaction.
 * All or nothing: one bad line makes the whole file refused, with the first bad lines named, so
 * an import is never applied in part.
 */
export function parseStatement(content: Buffer): StatementParse {
  if (content.length === 0 || content.toString('utf8').trim() === '') return { ok: false, message: BILLING_MESSAGES.statementEmpty };
  if (content.includes(0)) return { ok: false, message: BILLING_MESSAGES.statementNotText };
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info: true` each record comes wrapped with where it was read, which the library's types do not model.
    records = parse(content, { bom: true, relax_column_count: true, skip_empty_lines: true, trim: true, info: true }) as unknown as typeof records;
  } catch (error) {
    const line = error instanceof CsvError ? (error as CsvError & { lines?: number }).lines : undefined;
    return { ok: false, message: BILLING_MESSAGES.statementBadLines([`line ${line ?? '?'}: ${(error as Error).message}`], 0) };
  }
  const headerIndex = records.slice(0, HEADER_SEARCH_ROWS).findIndex(({ record }) => columnsOf(record));
  if (headerIndex < 0) return { ok: false, message: BILLING_MESSAGES.statementNoHeader };
  const columns = columnsOf(records[headerIndex].record)!;
  const body = records.slice(headerIndex + 1);
  if (body.length === 0) return { ok: false, message: BILLING_MESSAGES.statementNoLines };
  if (body.length > MAX_STATEMENT_LINES) return { ok: false, message: BILLING_MESSAGES.statementTooManyLines(MAX_STATEMENT_LINES) };

  const problems: string[] = [];
  const lines: StatementLine[] = [];
  const seen = new Map<string, number>();
  body.forEach(({ record: row, info }) => {
    const lineNumber = info.lines;
    const cell = (field: Field) => (columns[field] === undefined ? '' : (row[columns[field]!] ?? '').trim());
    const postedOn = parseStatementDate(cell('date'));
    const amountCents = parseAmountToCents(cell('amount'));
    if (!postedOn) problems.push(`line ${lineNumber}: the date "${cell('date')}" is not a date like 23/11/2026`);
    if (amountCents === null) problems.push(`line ${lineNumber}: the amount "${cell('amount')}" is not a number like 49.99`);
    else if (Math.abs(amountCents) > MAX_AMOUNT_CENTS) problems.push(`line ${lineNumber}: the amount "${cell('amount')}" is more than ${formatCents(MAX_AMOUNT_CENTS)}`);
    if (!postedOn || amountCents === null || Math.abs(amountCents) > MAX_AMOUNT_CENTS) return;
    const fields = { postedOn, amountCents, payee: cell('payee'), particulars: cell('particulars'), code: cell('code'), reference: cell('reference') };
    const key = [fields.postedOn, fields.amountCents, fields.payee, fields.particulars, fields.code, fields.reference].join('|');
    // Two identical transactions on one day are two payments: the count keeps their fingerprints apart.
    const occurrence = (seen.get(key) ?? 0) + 1;
    seen.set(key, occurrence);
    lines.push({ lineNumber, ...fields, fingerprint: createHash('sha256').update(`${key}|${occurrence}`).digest('hex') });
  });
  if (problems.length) {
    return { ok: false, message: BILLING_MESSAGES.statementBadLines(problems.slice(0, MAX_PROBLEMS_SHOWN), problems.length - MAX_PROBLEMS_SHOWN) };
  }
  return { ok: true, lines };
}
