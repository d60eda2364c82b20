/** How the back office names an invoice's status and a payment's method. */
import type { InvoiceStatus, PaymentMethod } from 'contract';

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = { unpaid: 'Unpaid', overdue: 'Overdue', paid: 'Paid', void: 'Void', credited: 'Credited' };

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { bank_transfer: 'Bank transfer', cash: 'Cash', other: 'Other' };
