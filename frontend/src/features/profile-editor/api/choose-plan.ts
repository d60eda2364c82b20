import type { Invoice, PaidTier } from 'contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { INVOICES_KEY } from '../../../lib/billing-keys';

/** Renewing or upgrading from the Billing tab: an invoice to pay (the plan starts when it is paid). */
export function choosePlan(tier: PaidTier): Promise<{ message: string; invoice: Invoice }> {
  return api('/subscriptions/upgrade', { method: 'POST', body: { tier } });
}

export function useChoosePlan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: choosePlan, onSuccess: () => queryClient.invalidateQueries({ queryKey: INVOICES_KEY }) });
}
