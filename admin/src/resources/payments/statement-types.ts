import type { StatementLineOutcome, StoredStatementLineOutcome } from 'contract';

/** How the Payments screen names each outcome of a bank statement line. */
export const OUTCOME_LABELS: Record<StatementLineOutcome | StoredStatementLineOutcome, string> = {
  matched: 'Paid an invoice',
  partial: 'Amount differs',
  unmatched: 'No open invoice',
  duplicate: 'Imported before',
  ignored: 'Paid out',
  dismissed: 'Dismissed',
};
