import { DefaultOptions, QueryClient, QueryKey, useQueryClient } from '@tanstack/react-query';

const queryConfig = {
  queries: {
    // A failed load shows its message and a Retry button; nothing is fetched again behind the
    // visitor's back (the API client already retries the token refresh itself).
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // A screen revisited within half a minute shows what it had; the advertiser's own changes
    // invalidate what they touch, so they never see their old profile.
    staleTime: 30_000,
  },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig });
}

/**
 * Every public read of profiles (lists, the VIP carousel, profile pages, the daily pick) is keyed
 * under this prefix, so one invalidation drops them all after an advertiser's change or a sign-in.
 */
export const PROFILES_KEY = ['profiles'] as const;

export function useInvalidateProfiles(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: PROFILES_KEY });
}

/** 'Retry' after a failed load: back to the loading state and fetch again, as the first load did. */
export function useRetry(queryKey: QueryKey): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.resetQueries({ queryKey, exact: true });
}
