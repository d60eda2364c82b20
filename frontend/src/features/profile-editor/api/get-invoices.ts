import type { Invoice } from 'contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { INVOICES_KEY } from '../../../lib/billing-keys';

/** The signed-in advertiser's invoices, newest first; each carries a signed PDF link that works for 30 minutes. */
export function getInvoices(signal?: AbortSignal): Promise<Invoice[]> {
  return api<Invoice[]>('/billing/invoices', { signal });
}

// Fetched fresh each time the tab opens, so the PDF links are never stale.
export const invoicesQuery = queryOptions({ queryKey: INVOICES_KEY, queryFn: ({ signal }) => getInvoices(signal), staleTime: 0 });

export function useInvoices() {
  return useQuery(invoicesQuery);
}
