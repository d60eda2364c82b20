import { FormEvent, useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, CircularProgress, TextField, Typography } from '@mui/material';
import type { AdminDataProvider } from '../../data-provider';
import { errorMessage } from '../../error-message';
import { centsToDollars, dollarsToCents } from '../../money';
import type { BillingSettingsView } from 'contract';

interface Form {
  trading_name: string;
  gst_number: string;
  bank_account: string;
  invoice_due_days: string;
  basic_price: string;
  premium_price: string;
}

const toForm = (settings: BillingSettingsView): Form => ({
  trading_name: settings.trading_name,
  gst_number: settings.gst_number,
  bank_account: settings.bank_account,
  invoice_due_days: String(settings.invoice_due_days),
  basic_price: centsToDollars(settings.basic_price_cents),
  premium_price: centsToDollars(settings.premium_price_cents),
});

/** A price the server judges: what cannot be read as dollars is sent as -1 cents, so its message says what is wrong. */
const cents = (text: string) => dollarsToCents(text) ?? -1;

/** The business's details printed on new invoices, and the plan prices (superadmins). Issued invoices never change. */
export function BillingSettingsSection() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { data, error } = useQuery({ queryKey: ['billing-settings'], queryFn: () => dataProvider.getBillingSettings(), retry: false });
  const [form, setForm] = useState<Form | null>(null);
  useEffect(() => {
    if (data) setForm(toForm(data));
  }, [data]);
  const save = useMutation({
    mutationFn: (values: Form) =>
      dataProvider.updateBillingSettings({
        trading_name: values.trading_name,
        gst_number: values.gst_number,
        bank_account: values.bank_account,
        invoice_due_days: Number(values.invoice_due_days),
        basic_price_cents: cents(values.basic_price),
        premium_price_cents: cents(values.premium_price),
      }),
    onSuccess: (result) => {
      queryClient.setQueryData(['billing-settings'], result.settings);
      notify(result.message, { type: 'success' });
    },
  });

  const field = (name: keyof Form, label: string, helperText?: string) => (
    <TextField label={label} value={form?.[name] ?? ''} onChange={(e) => setForm((f) => f && { ...f, [name]: e.target.value })} helperText={helperText} required />
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (form) save.mutate(form);
  }

  return (
    <Card sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Billing
        </Typography>
        {error && <Alert severity="error">{errorMessage(error, 'Failed to load the billing settings')}</Alert>}
        {!form && !error && <CircularProgress aria-label="Loading" />}
        {form && (
          <Box component="form" aria-label="Billing settings" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {field('trading_name', 'Trading name')}
            {field('gst_number', 'GST number', 'IRD number, 8 or 9 digits, like 49-091-850')}
            {field('bank_account', 'Bank account', 'BB-bbbb-AAAAAAA-SSS')}
            {field('invoice_due_days', 'Invoice due days', 'Unpaid invoices are overdue after this many days')}
            {field('basic_price', 'Basic price (NZD incl. GST)')}
            {field('premium_price', 'Premium price (NZD incl. GST)')}
            {save.error && (
              <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
                {errorMessage(save.error, 'Failed to save the billing settings')}
              </Alert>
            )}
            <Box sx={{ gridColumn: '1 / -1' }}>
              <Button type="submit" variant="contained" disabled={save.isPending}>
                Save billing settings
              </Button>
              <Typography variant="caption" color="text.secondary" sx={{ ml: 2 }}>
                Invoices already issued keep the details and prices they were issued with.
              </Typography>
            </Box>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
