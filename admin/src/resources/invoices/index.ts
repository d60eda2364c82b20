import { lazyScreen } from '../../lazy-screen';

export default {
  list: lazyScreen(() => import('./InvoiceList'), 'InvoiceList'),
  show: lazyScreen(() => import('./InvoiceShow'), 'InvoiceShow'),
  options: { label: 'Invoices' },
};
