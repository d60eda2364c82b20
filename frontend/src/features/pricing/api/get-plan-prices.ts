import type { PlanPrice } from 'contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The paid plans' current prices (a billing setting), in whole cents. */
export function getPlanPrices(signal?: AbortSignal): Promise<PlanPrice[]> {
  return api<PlanPrice[]>('/billing/plans', { signal });
}

export const planPricesQuery = queryOptions({ queryKey: ['billing', 'plans'], queryFn: ({ signal }) => getPlanPrices(signal) });

export function usePlanPrices() {
  return useQuery(planPricesQuery);
}
