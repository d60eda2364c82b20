import type { Invoice, PaidTier } from 'contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { INVOICES_KEY } from '../../../lib/billing-keys';

/** Choosing a plan answers the invoice to pay; the plan itself starts when the payment arrives. */
export function upgradeSubscription(tier: PaidTier): Promise<{ message: string; invoice: Invoice }> {
  return api('/subscriptions/upgrade', { method: 'POST', body: { tier } });
}

export function useUpgradeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: upgradeSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVOICES_KEY }),
  });
}
