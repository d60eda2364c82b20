/** How the back office names an invoice's status. */
import type { InvoiceStatus } from 'contract';

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = { unpaid: 'Unpaid', overdue: 'Overdue', paid: 'Paid', void: 'Void', credited: 'Credited' };
