import type { TwoFactorStatus } from 'contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const TWO_FACTOR_KEY = ['account', 'two-factor'] as const;

/** Whether the signed-in account has two-factor sign-in on, and how many recovery codes are left. */
export function getTwoFactor(signal?: AbortSignal): Promise<TwoFactorStatus> {
  return api<TwoFactorStatus>('/auth/two-factor', { signal });
}

export const twoFactorQuery = queryOptions({ queryKey: TWO_FACTOR_KEY, queryFn: ({ signal }) => getTwoFactor(signal), staleTime: 0 });

export function useTwoFactor() {
  return useQuery(twoFactorQuery);
}
