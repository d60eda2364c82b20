import { lazyScreen } from '../../lazy-screen';

export default {
  list: lazyScreen(() => import('./InvoiceList'), 'InvoiceList'),
  show: lazyScreen(() => import('./InvoiceShow'), 'InvoiceShow'),
  options: { label: 'Invoices' },
};

/** The payments screen names a matched invoice's status as this list does. */
export { INVOICE_STATUS_LABELS } from './invoice-types';
