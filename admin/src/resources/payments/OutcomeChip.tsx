import type { StatementLineOutcome, StoredStatementLineOutcome } from 'contract';
import { Chip } from '@mui/material';
import { OUTCOME_LABELS } from './statement-types';

const COLOURS: Record<StatementLineOutcome | StoredStatementLineOutcome, 'success' | 'warning' | 'error' | 'default'> = {
  matched: 'success',
  partial: 'warning',
  unmatched: 'error',
  duplicate: 'default',
  ignored: 'default',
  dismissed: 'default',
};

export function OutcomeChip({ outcome }: { outcome: StatementLineOutcome | StoredStatementLineOutcome }) {
  return <Chip size="small" color={COLOURS[outcome]} label={OUTCOME_LABELS[outcome]} />;
}
