import { InvoiceStatus } from 'contract';
import { Chip } from '@mui/material';
import { INVOICE_STATUS_LABELS } from './invoice-types';

const COLOURS: Record<InvoiceStatus, 'warning' | 'error' | 'success' | 'default' | 'info'> = {
  unpaid: 'warning',
  overdue: 'error',
  paid: 'success',
  void: 'default',
  credited: 'info',
};

export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  return <Chip size="small" color={COLOURS[status]} label={INVOICE_STATUS_LABELS[status]} />;
}
