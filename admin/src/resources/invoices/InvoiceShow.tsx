import { AdminInvoice, formatCents, InvoiceMessages, PAYMENT_METHOD_LABELS } from 'contract';
import type { ReactNode } from 'react';
import { Link as RaLink, Title, useGetOne, useParams } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { errorMessage } from '../../error-message';
import { formatDate, formatDateTime } from '../../display';
import { formatDay } from '../../money';
import { InvoiceActions } from './InvoiceActions';
import { InvoiceStatusChip } from './InvoiceStatusChip';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } };

function Payments({ invoice }: { invoice: AdminInvoice }) {
  if (invoice.payments.length === 0) return <Typography color="text.secondary">No payments yet</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Payments">
        <TableHead>
          <TableRow>
            <TableCell>Received</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Method</TableCell>
            <TableCell>Note</TableCell>
            <TableCell>Recorded by</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoice.payments.map((payment) => (
            <TableRow key={payment.id}>
              <TableCell>{formatDay(payment.received_on)}</TableCell>
              <TableCell align="right">{formatCents(payment.amount_cents)}</TableCell>
              <TableCell>{PAYMENT_METHOD_LABELS[payment.method]}{payment.from_statement ? ' (bank statement)' : ''}</TableCell>
              <TableCell>{payment.note ?? ''}</TableCell>
              <TableCell>{payment.recorded_by_email ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function CreditNotes({ invoice }: { invoice: AdminInvoice }) {
  if (invoice.credit_notes.length === 0) return null;
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Credit notes
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Credit notes">
          <TableHead>
            <TableRow>
              <TableCell>Number</TableCell>
              <TableCell>Issued</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell align="right">GST</TableCell>
              <TableCell>Reason</TableCell>
              <TableCell>By</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {invoice.credit_notes.map((note) => (
              <TableRow key={note.id}>
                <TableCell>
                  <Link href={note.pdf_url} target="_blank" rel="noreferrer" aria-label={`${note.number} (PDF)`}>
                    {note.number}
                  </Link>
                </TableCell>
                <TableCell>{formatDateTime(note.issued_at)}</TableCell>
                <TableCell align="right">{formatCents(note.amount_cents)}</TableCell>
                <TableCell align="right">{formatCents(note.gst_cents)}</TableCell>
                <TableCell>{note.reason}</TableCell>
                <TableCell>{note.issued_by_email ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}

/** /admin/invoices/:id/show: the invoice as issued, what was paid and credited, its PDF, and the actions on it. */
export function InvoiceShow() {
  const { id } = useParams<{ id: string }>();
  const { data: invoice, error, isPending } = useGetOne<AdminInvoice>('invoices', { id: id! });
  return (
    <Box sx={{ py: 2 }}>
      <Title title={invoice ? `Invoice ${invoice.number}` : 'Invoice'} />
      <Button component={RaLink} to="/invoices" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        Back to Invoices
      </Button>
      {isPending && <CircularProgress aria-label="Loading" />}
      {error && <Alert severity="error">{errorMessage(error, InvoiceMessages.notFound)}</Alert>}
      {invoice && (
        <Card>
          <CardContent>
            <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
              <Typography variant="h5" component="h1">
                Invoice {invoice.number}
              </Typography>
              <InvoiceStatusChip status={invoice.status} />
              <Button href={invoice.pdf_url} target="_blank" rel="noreferrer" startIcon={<PictureAsPdfIcon />}>
                PDF
              </Button>
            </Stack>
            <Box sx={{ ...grid, mb: 3 }}>
              <Field label="Advertiser">
                {invoice.recipient_name}
                {invoice.username ? ` (@${invoice.username})` : ''}
              </Field>
              <Field label="Email">{invoice.recipient_email}</Field>
              <Field label="Description">{invoice.description}</Field>
              <Field label="Issued">{formatDate(invoice.issued_at)}</Field>
              <Field label="Total (GST inclusive)">{formatCents(invoice.total_cents)}</Field>
              <Field label="GST">{formatCents(invoice.gst_cents)}</Field>
              <Field label="Paid">{formatCents(invoice.amount_paid_cents)}</Field>
              <Field label="Due">{formatDay(invoice.due_on)}</Field>
              <Field label="Balance due">{formatCents(invoice.balance_due_cents)}</Field>
              <Field label="Credit (overpaid)">{formatCents(invoice.credit_cents)}</Field>
              <Field label="Credited">{formatCents(invoice.credited_cents)}</Field>
              <Field label="Reference">{invoice.payment.reference}</Field>
            </Box>
            {invoice.status === 'void' && (
              <Alert severity="info" sx={{ mb: 2 }}>
                Voided {formatDateTime(invoice.voided_at)}: {invoice.void_reason}
              </Alert>
            )}
            <Box sx={{ mb: 3 }}>
              <InvoiceActions invoice={invoice} />
            </Box>
            <Typography variant="h6" component="h2" gutterBottom>
              Payments
            </Typography>
            <Payments invoice={invoice} />
            <CreditNotes invoice={invoice} />
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
