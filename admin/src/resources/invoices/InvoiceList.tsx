import { AdminInvoice, formatCents } from 'contract';
import { Datagrid, FunctionField, List, SearchInput, SelectInput, SimpleList } from 'react-admin';
import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import { formatDate } from '../../display';
import { formatDay } from '../../money';
import { INVOICE_STATUS_LABELS } from './invoice-types';
import { InvoiceStatusChip } from './InvoiceStatusChip';

const filters = [
  <SearchInput key="q" source="q" placeholder="Number, reference or advertiser" alwaysOn />,
  <SelectInput key="status" source="status" label="Status" alwaysOn choices={Object.entries(INVOICE_STATUS_LABELS).map(([id, name]) => ({ id, name }))} />,
];

function Empty() {
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Typography color="text.secondary">No invoices</Typography>
    </Box>
  );
}

/** On a phone each invoice is one line of a list, opening its page (react-admin's SimpleList). */
function InvoiceLines() {
  return (
    <SimpleList<AdminInvoice>
      linkType="show"
      primaryText={(row) => `${row.number} · ${row.recipient_name}`}
      secondaryText={(row) => `${row.plan_name}${row.is_renewal ? ' renewal' : ''} · ${formatCents(row.total_cents)} · due ${formatDay(row.due_on)}`}
      tertiaryText={(row) => INVOICE_STATUS_LABELS[row.status]}
      empty={<Empty />}
    />
  );
}

/** /admin/invoices: every tax invoice, by status, found by number, reference or advertiser. */
export function InvoiceList() {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <List title="Invoices" filters={filters} sort={{ field: 'issued_at', order: 'DESC' }} perPage={25} exporter={false} empty={false}>
      {isPhone ? <InvoiceLines /> : <Datagrid bulkActionButtons={false} rowClick="show" empty={<Empty />}>
        <FunctionField<AdminInvoice> label="Number" sortBy="number" render={(row) => row.number} />
        <FunctionField<AdminInvoice>
          label="Advertiser"
          sortBy="recipient_name"
          render={(row) => (
            <Box>
              <Typography variant="body2">{row.recipient_name}</Typography>
              <Typography variant="caption" color="text.secondary">
                {row.username ? `@${row.username}` : row.recipient_email}
              </Typography>
            </Box>
          )}
        />
        <FunctionField<AdminInvoice> label="Plan" render={(row) => `${row.plan_name}${row.is_renewal ? ' (renewal)' : ''}`} />
        <FunctionField<AdminInvoice> label="Total" sortBy="total_cents" textAlign="right" render={(row) => formatCents(row.total_cents)} />
        <FunctionField<AdminInvoice> label="Balance" textAlign="right" render={(row) => (row.balance_due_cents ? formatCents(row.balance_due_cents) : '—')} />
        <FunctionField<AdminInvoice> label="Status" sortBy="status" render={(row) => <InvoiceStatusChip status={row.status} />} />
        <FunctionField<AdminInvoice> label="Issued" sortBy="issued_at" render={(row) => formatDate(row.issued_at)} />
        <FunctionField<AdminInvoice> label="Due" sortBy="due_on" render={(row) => formatDay(row.due_on)} />
      </Datagrid>}
    </List>
  );
}
