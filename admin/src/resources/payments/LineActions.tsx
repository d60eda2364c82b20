import { formatCents, type AdminInvoice } from 'contract';
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useGetList, useNotify, useRefresh } from 'react-admin';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { AdminDataProvider } from '../../data-provider';
import { errorMessage } from '../../error-message';
import { INVOICE_STATUS_LABELS } from '../invoices';
import type { StoredStatementLine } from 'contract';

function MatchDialog({ line, onClose }: { line: StoredStatementLine; onClose: () => void }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  // The invoice the reference named, else the payer's name, which finds the advertiser's invoices.
  const [q, setQ] = useState(line.invoice_number ?? line.payee);
  const [chosen, setChosen] = useState<string | null>(line.invoice_id);
  const { data: invoices = [] } = useGetList<AdminInvoice>('invoices', { filter: { q }, pagination: { page: 1, perPage: 10 }, sort: { field: 'issued_at', order: 'DESC' } });
  const match = useMutation({
    mutationFn: (invoiceId: string) => dataProvider.matchStatementLine(line.id, invoiceId),
    onSuccess: (result) => {
      notify(result.message, { type: 'success' });
      refresh();
      onClose();
    },
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="match-title">
      <DialogTitle id="match-title">Match {formatCents(line.amount_cents)} from {line.payee || 'this line'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField label="Find an invoice" helperText="Number, reference or advertiser" value={q} onChange={(e) => setQ(e.target.value)} autoFocus />
          {invoices.length === 0 ? (
            <Typography color="text.secondary">No invoices found</Typography>
          ) : (
            <RadioGroup value={chosen ?? ''} onChange={(e) => setChosen(e.target.value)} aria-label="Invoices">
              {invoices.map((invoice) => (
                <FormControlLabel
                  key={invoice.id}
                  value={invoice.id}
                  control={<Radio />}
                  label={`${invoice.number} · ${invoice.recipient_name} · ${invoice.plan_name} · ${formatCents(invoice.balance_due_cents)} due · ${INVOICE_STATUS_LABELS[invoice.status]}`}
                />
              ))}
            </RadioGroup>
          )}
          {match.error && <Alert severity="error">{errorMessage(match.error, 'Failed to match the payment')}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!chosen || match.isPending} onClick={() => chosen && match.mutate(chosen)}>
          Match payment
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A line left by the importer: pay an invoice with it, or dismiss it (money that is not a plan payment). */
export function LineActions({ line }: { line: StoredStatementLine }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [matching, setMatching] = useState(false);
  const dismiss = useMutation({
    mutationFn: () => dataProvider.dismissStatementLine(line.id, ''),
    onSuccess: (result) => {
      notify(result.message, { type: 'success' });
      refresh();
    },
    onError: (error) => notify(errorMessage(error, 'Failed to dismiss the line'), { type: 'error' }),
  });
  if (line.outcome !== 'partial' && line.outcome !== 'unmatched') {
    return (
      <Typography variant="caption" color="text.secondary">
        {line.resolved_by_email ?? ''}
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={1}>
      <Button size="small" variant="contained" onClick={() => setMatching(true)}>
        Match
      </Button>
      <Button size="small" variant="outlined" disabled={dismiss.isPending} onClick={() => dismiss.mutate()}>
        Dismiss
      </Button>
      {matching && <MatchDialog line={line} onClose={() => setMatching(false)} />}
    </Stack>
  );
}
