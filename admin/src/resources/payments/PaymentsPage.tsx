import { Datagrid, FunctionField, List, SelectInput, useListContext } from 'react-admin';
import { Box, Card, CardContent, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { formatDay } from '../../money';
import { LineActions } from './LineActions';
import { OutcomeChip } from './OutcomeChip';
import { StatementImport } from './StatementImport';
import { formatCents, type StoredStatementLine } from 'contract';

const OUTCOME_FILTER = [
  { id: 'open', name: 'To match' },
  { id: 'partial', name: 'Amount differs' },
  { id: 'unmatched', name: 'No open invoice' },
  { id: 'matched', name: 'Paid an invoice' },
  { id: 'dismissed', name: 'Dismissed' },
];

const filters = [<SelectInput key="outcome" source="outcome" label="Lines" alwaysOn choices={OUTCOME_FILTER} />];

function Empty() {
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Typography color="text.secondary">No statement lines to match</Typography>
    </Box>
  );
}

/** On a phone each line is a card with its actions. */
function LineCards() {
  const { data, isPending } = useListContext<StoredStatementLine>();
  if (isPending) return null;
  if (!data?.length) return <Empty />;
  return (
    <Stack spacing={1} sx={{ p: 1 }}>
      {data.map((line) => (
        <Card key={line.id} variant="outlined">
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography variant="subtitle1" component="p">
                {formatCents(line.amount_cents)} · {formatDay(line.posted_on)}
              </Typography>
              <OutcomeChip outcome={line.outcome} />
            </Stack>
            <Typography variant="body2">{line.payee}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {[line.particulars, line.code, line.reference].filter(Boolean).join(' / ')}
            </Typography>
            {line.note && (
              <Typography variant="caption" component="p" color="text.secondary" sx={{ mb: 1 }}>
                {line.note}
              </Typography>
            )}
            <LineActions line={line} />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/** /admin/payments: bank statement imports, and the lines an admin still has to match by hand. */
export function PaymentsPage() {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <List
      title="Payments"
      filters={filters}
      filterDefaultValues={{ outcome: 'open' }}
      sort={{ field: 'posted_on', order: 'DESC' }}
      perPage={25}
      exporter={false}
      empty={false}
    >
      <StatementImport />
      {isPhone ? <LineCards /> : <Datagrid bulkActionButtons={false} rowClick={false} empty={<Empty />}>
        <FunctionField<StoredStatementLine> label="Date" sortBy="posted_on" render={(line) => formatDay(line.posted_on)} />
        <FunctionField<StoredStatementLine> label="Amount" sortBy="amount_cents" textAlign="right" render={(line) => formatCents(line.amount_cents)} />
        <FunctionField<StoredStatementLine> label="Payee" render={(line) => line.payee} />
        <FunctionField<StoredStatementLine> label="Particulars / code / reference" render={(line) => [line.particulars, line.code, line.reference].filter(Boolean).join(' / ')} />
        <FunctionField<StoredStatementLine>
          label="Outcome"
          sortBy="outcome"
          render={(line) => (
            <Box>
              <OutcomeChip outcome={line.outcome} />
              {line.note && (
                <Typography variant="caption" component="div" color="text.secondary">
                  {line.note}
                </Typography>
              )}
            </Box>
          )}
        />
        <FunctionField<StoredStatementLine> label="Invoice" render={(line) => line.invoice_number ?? ''} />
        <FunctionField<StoredStatementLine> label="Actions" render={(line) => <LineActions line={line} />} />
      </Datagrid>}
    </List>
  );
}
