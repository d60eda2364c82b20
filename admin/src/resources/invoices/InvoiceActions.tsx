import { AdminInvoice, nzToday, PAYMENT_METHOD_LABELS } from 'contract';
import { FormEvent, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import type { AdminDataProvider } from '../../data-provider';
import { errorMessage } from '../../error-message';
import { centsToDollars, dollarsToCents } from '../../money';
import { useReplaceRecord } from '../../use-replace-record';
import { useAdminPermissions } from '../../use-admin-permissions';

type Kind = 'pay' | 'void' | 'credit';

const TITLES: Record<Kind, string> = { pay: 'Mark as paid', void: 'Void invoice', credit: 'Issue credit note' };
const AMOUNT_PROBLEM = 'Enter an amount in dollars and cents, like 49.99';

/** One dialog per action: what it asks for, sent as the server wants it; the server's message is shown as it is. */
function ActionDialog({ kind, invoice, onClose }: { kind: Kind; invoice: AdminInvoice; onClose: () => void }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const replaceRecord = useReplaceRecord('invoices');
  const creditable = Math.min(invoice.amount_paid_cents, invoice.total_cents) - invoice.credited_cents;
  const [amount, setAmount] = useState(centsToDollars(kind === 'credit' ? creditable : invoice.balance_due_cents));
  const [date, setDate] = useState(nzToday());
  const [method, setMethod] = useState<keyof typeof PAYMENT_METHOD_LABELS>('bank_transfer');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');

  const action = useMutation({
    mutationFn: (cents: number) => {
      if (kind === 'pay') return dataProvider.markInvoicePaid(invoice.id, { amount_cents: cents, received_on: date, method, note: text || undefined });
      if (kind === 'void') return dataProvider.voidInvoice(invoice.id, text);
      return dataProvider.creditInvoice(invoice.id, cents, text);
    },
    onSuccess: (result) => {
      replaceRecord(result.invoice);
      notify(result.message, { type: 'success' });
      onClose();
    },
    onError: (error) => setProblem(errorMessage(error, 'Failed to save. Please try again.')),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const cents = kind === 'void' ? 0 : dollarsToCents(amount);
    if (cents === null) return setProblem(AMOUNT_PROBLEM);
    setProblem('');
    action.mutate(cents);
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="invoice-action-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="invoice-action-title">
          {TITLES[kind]} · {invoice.number}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {kind !== 'void' && <TextField label="Amount (NZD)" value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="decimal" required autoFocus />}
            {kind === 'pay' && (
              <>
                <TextField label="Date received" type="date" value={date} onChange={(e) => setDate(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} required />
                <TextField select label="Method" value={method} onChange={(e) => setMethod(e.target.value as typeof method)}>
                  {Object.entries(PAYMENT_METHOD_LABELS).map(([id, name]) => (
                    <MenuItem key={id} value={id}>
                      {name}
                    </MenuItem>
                  ))}
                </TextField>
              </>
            )}
            <TextField
              label={kind === 'pay' ? 'Note' : 'Reason'}
              value={text}
              onChange={(e) => setText(e.target.value)}
              multiline
              minRows={2}
              required={kind !== 'pay'}
              autoFocus={kind === 'void'}
            />
            {problem && <Alert severity="error">{problem}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" color={kind === 'pay' ? 'primary' : 'error'} disabled={action.isPending}>
            {TITLES[kind]}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** What can be done to an invoice now: pay what is due (any admin); void an untouched one or credit a paid one (superadmins). */
export function InvoiceActions({ invoice }: { invoice: AdminInvoice }) {
  const { isSuperadmin } = useAdminPermissions();
  const [open, setOpen] = useState<Kind | null>(null);
  const isOpen = invoice.status === 'unpaid' || invoice.status === 'overdue';
  const paid = invoice.status === 'paid' || invoice.status === 'credited';
  const creditable = Math.min(invoice.amount_paid_cents, invoice.total_cents) - invoice.credited_cents;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {isOpen && (
        <Button variant="contained" onClick={() => setOpen('pay')}>
          Mark as paid
        </Button>
      )}
      {isSuperadmin && isOpen && invoice.amount_paid_cents === 0 && (
        <Button variant="outlined" color="error" onClick={() => setOpen('void')}>
          Void
        </Button>
      )}
      {isSuperadmin && paid && creditable > 0 && (
        <Button variant="outlined" color="error" onClick={() => setOpen('credit')}>
          Issue credit note
        </Button>
      )}
      {open && <ActionDialog kind={open} invoice={invoice} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
