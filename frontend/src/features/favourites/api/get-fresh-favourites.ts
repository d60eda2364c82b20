import type { ProfileCard, PublicProfile } from 'contract';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { cardFromProfile } from '../../../lib/favourites';
import { PROFILES_KEY } from '../../../lib/react-query';

/** Saved card id -> the card as the server has it now, or null when the profile no longer exists. */
export type FreshFavourites = Record<string, ProfileCard | null>;

/** A lookup that fails for another reason (network, server) keeps the saved snapshot. */
export async function getFreshFavourites(saved: ProfileCard[], signal?: AbortSignal): Promise<FreshFavourites> {
  const fresh = await Promise.all(
    saved.map(async (card) => {
      try {
        return cardFromProfile(await api<PublicProfile>(`/profiles/${encodeURIComponent(card.username)}`, { signal }));
      } catch (error) {
        return error instanceof ApiError && error.status === 404 ? null : card;
      }
    }),
  );
  return Object.fromEntries(saved.map((card, i) => [card.id, fresh[i]]));
}

export function useFreshFavourites(saved: ProfileCard[]) {
  return useQuery({
    queryKey: [...PROFILES_KEY, 'favourites', saved.map((card) => card.username)],
    queryFn: ({ signal }) => getFreshFavourites(saved, signal),
    enabled: saved.length > 0,
  });
}
