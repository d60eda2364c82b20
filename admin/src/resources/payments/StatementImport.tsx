import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { AdminDataProvider } from '../../data-provider';
import { errorMessage } from '../../error-message';
import { formatDay } from '../../money';
import { OutcomeChip } from './OutcomeChip';
import { formatCents, type StatementPreview } from 'contract';

function PreviewTable({ preview }: { preview: StatementPreview }) {
  const { summary } = preview;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="body2" sx={{ mb: 1 }} data-testid="statement-summary">
        {summary.lines} lines: {summary.matched} will pay an invoice, {summary.partial + summary.unmatched} left to match by hand, {summary.duplicate} imported before,{' '}
        {summary.ignored} paid out.
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Statement preview">
          <TableHead>
            <TableRow>
              <TableCell>Line</TableCell>
              <TableCell>Date</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell>Payee</TableCell>
              <TableCell>Particulars / code / reference</TableCell>
              <TableCell>Outcome</TableCell>
              <TableCell>Invoice</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.lines.map((line) => (
              <TableRow key={line.line_number}>
                <TableCell>{line.line_number}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(line.posted_on)}</TableCell>
                <TableCell align="right">{formatCents(line.amount_cents)}</TableCell>
                <TableCell>{line.payee}</TableCell>
                <TableCell>{[line.particulars, line.code, line.reference].filter(Boolean).join(' / ')}</TableCell>
                <TableCell>
                  <OutcomeChip outcome={line.outcome} />
                  {line.note && (
                    <Typography variant="caption" component="div" color="text.secondary">
                      {line.note}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{line.invoice_number ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}

/**
 * A bank statement CSV, as the bank exports it: previewed first (nothing is written), then imported.
 * Lines that pay an invoice exactly are applied; the rest join the list below for matching by hand.
 */
export function StatementImport() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [file, setFile] = useState<File | null>(null);
  const preview = useMutation({ mutationFn: (chosen: File) => dataProvider.previewStatement(chosen) });
  const apply = useMutation({
    mutationFn: (chosen: File) => dataProvider.importStatement(chosen),
    onSuccess: (result) => {
      notify(result.message, { type: 'success' });
      setFile(null);
      preview.reset();
      refresh();
    },
  });
  const failure = preview.error ?? apply.error;

  function choose(chosen: File | null) {
    setFile(chosen);
    preview.reset();
    apply.reset();
    if (chosen) preview.mutate(chosen);
  }

  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Import a bank statement
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Export the account's transactions from internet banking as CSV. Payments whose reference names an invoice and whose amount is what is due pay it;
          importing the same lines again pays nothing twice.
        </Typography>
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
            Choose CSV file
            <input hidden type="file" accept=".csv,text/csv" aria-label="Bank statement CSV" onChange={(e) => choose(e.target.files?.[0] ?? null)} />
          </Button>
          {file && <Typography variant="body2">{file.name}</Typography>}
          {file && preview.data && (
            <Button variant="contained" disabled={apply.isPending} onClick={() => apply.mutate(file)}>
              Import {preview.data.summary.lines} lines
            </Button>
          )}
        </Stack>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(failure, 'Failed to read the statement. Please try again.')}
          </Alert>
        )}
        {preview.data && <PreviewTable preview={preview.data} />}
      </CardContent>
    </Card>
  );
}
