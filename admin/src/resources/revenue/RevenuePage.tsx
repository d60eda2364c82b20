import { formatCents } from 'contract';
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import type { AdminDataProvider } from '../../data-provider';
import { errorMessage } from '../../error-message';
import { AdminPage } from '../../layout/AdminPage';

const monthLabel = (month: string) => new Date(`${month}-01T12:00:00Z`).toLocaleDateString('en-NZ', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Hands text to the browser as a file download. */
function download(text: string, filename: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

/** /admin/revenue: per New Zealand month, what was invoiced, paid and credited and the GST collected, with the CSV for the GST return. */
export function RevenuePage() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const { data, error, isPending } = useQuery({ queryKey: ['revenue', from, to], queryFn: () => dataProvider.getRevenue(from, to), retry: false });
  const exportCsv = useMutation({
    mutationFn: () => dataProvider.getRevenueCsv(from, to),
    onSuccess: (csv) => download(csv, `revenue${from ? `-${from}` : ''}${to ? `-to-${to}` : ''}.csv`),
  });
  const totals = (data ?? []).reduce(
    (sum, m) => ({ invoiced: sum.invoiced + m.invoiced_cents, paid: sum.paid + m.paid_cents, credited: sum.credited + m.credited_cents, gst: sum.gst + m.gst_cents }),
    { invoiced: 0, paid: 0, credited: 0, gst: 0 },
  );

  return (
    <AdminPage title="Revenue">
      <Card>
        <CardContent>
          <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
            <TextField label="From month" type="month" size="small" sx={{ width: 190 }} value={from} onChange={(e) => setFrom(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
            <TextField label="To month" type="month" size="small" sx={{ width: 190 }} value={to} onChange={(e) => setTo(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
            <Button variant="contained" startIcon={<DownloadIcon />} disabled={exportCsv.isPending} onClick={() => exportCsv.mutate()}>
              Export CSV
            </Button>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Amounts include GST. GST collected is on the payments basis: 3/23 of what was received in the month, less the GST of credit notes issued in it.
          </Typography>
          {isPending && <CircularProgress aria-label="Loading" />}
          {(error || exportCsv.error) && <Alert severity="error">{errorMessage(error ?? exportCsv.error, 'Failed to load the revenue report')}</Alert>}
          {data && data.length === 0 && <Typography color="text.secondary">No invoices or payments in these months</Typography>}
          {data && data.length > 0 && (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label="Revenue per month">
                <TableHead>
                  <TableRow>
                    <TableCell>Month</TableCell>
                    <TableCell align="right">Invoices</TableCell>
                    <TableCell align="right">Invoiced</TableCell>
                    <TableCell align="right">Paid</TableCell>
                    <TableCell align="right">Credited</TableCell>
                    <TableCell align="right">GST collected</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.map((month) => (
                    <TableRow key={month.month}>
                      <TableCell>{monthLabel(month.month)}</TableCell>
                      <TableCell align="right">{month.invoices}</TableCell>
                      <TableCell align="right">{formatCents(month.invoiced_cents)}</TableCell>
                      <TableCell align="right">{formatCents(month.paid_cents)}</TableCell>
                      <TableCell align="right">{formatCents(month.credited_cents)}</TableCell>
                      <TableCell align="right">{formatCents(month.gst_cents)}</TableCell>
                    </TableRow>
                  ))}
                  <TableRow>
                    <TableCell sx={{ fontWeight: 700 }}>Total</TableCell>
                    <TableCell />
                    <TableCell align="right" sx={{ fontWeight: 700 }}>{formatCents(totals.invoiced)}</TableCell>
                    <TableCell align="right" sx={{ fontWeight: 700 }}>{formatCents(totals.paid)}</TableCell>
                    <TableCell align="right" sx={{ fontWeight: 700 }}>{formatCents(totals.credited)}</TableCell>
                    <TableCell align="right" sx={{ fontWeight: 700 }}>{formatCents(totals.gst)}</TableCell>
                  </TableRow>
                </TableBody>
              </Table>
            </Box>
          )}
        </CardContent>
      </Card>
    </AdminPage>
  );
}
