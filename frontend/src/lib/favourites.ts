// Favourites live in this browser only (no account needed): card snapshots in localStorage,
// shared by every component through a tiny external store that also follows other tabs.
import type { ProfileCard } from 'contract';
import { useCallback, useSyncExternalStore } from 'react';
import { lowestRate } from './profile-display';

export const FAVOURITES_KEY = 'favourites';

const listeners = new Set<() => void>();
let cache: { raw: string | null; list: ProfileCard[] } = { raw: null, list: [] };

function read(): ProfileCard[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(FAVOURITES_KEY);
  } catch {
    return cache.list;
  }
  if (raw === cache.raw) return cache.list;
  let list: ProfileCard[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) list = parsed.filter((item) => item && typeof item.id === 'string' && typeof item.username === 'string');
  } catch {
    list = [];
  }
  cache = { raw, list };
  return list;
}

function write(list: ProfileCard[]): void {
  try {
    window.localStorage.setItem(FAVOURITES_KEY, JSON.stringify(list));
  } catch {
    // storage full or blocked: keep the in-memory list for this page view
    cache = { raw: cache.raw, list };
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === FAVOURITES_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function getFavourites(): ProfileCard[] {
  return read();
}

export function isFavourite(id: string): boolean {
  return read().some((card) => card.id === id);
}

export function toggleFavourite(card: ProfileCard): boolean {
  const list = read();
  const saved = list.some((item) => item.id === card.id);
  write(saved ? list.filter((item) => item.id !== card.id) : [card, ...list]);
  return !saved;
}

export function replaceFavourites(list: ProfileCard[]): void {
  write(list);
}

export function useFavourites() {
  const favourites = useSyncExternalStore(subscribe, read, () => []);
  const toggle = useCallback((card: ProfileCard) => toggleFavourite(card), []);
  const has = useCallback((id: string) => favourites.some((card) => card.id === id), [favourites]);
  return { favourites, toggle, has };
}

/** A card snapshot of a full profile, for saving a favourite from the profile page. */
export function cardFromProfile(profile: {
  id: string;
  username: string;
  full_name: string;
  age: number | null;
  location: string | null;
  bio: string | null;
  rates_30min: number | null;
  rates_1hour: number | null;
  rates_2hour: number | null;
  rates_overnight: number | null;
  subscription_tier: string;
  is_verified: boolean;
  last_active_at: string | null;
  photos: ProfileCard['photo'][];
}): ProfileCard {
  const photos = profile.photos.filter((p): p is NonNullable<typeof p> => p !== null);
  return {
    id: profile.id,
    username: profile.username,
    full_name: profile.full_name,
    age: profile.age,
    location: profile.location,
    bio: profile.bio,
    rates_1hour: profile.rates_1hour,
    rate_from: lowestRate([profile.rates_30min, profile.rates_1hour, profile.rates_2hour, profile.rates_overnight]),
    subscription_tier: profile.subscription_tier,
    is_verified: profile.is_verified,
    last_active_at: profile.last_active_at,
    photo: photos.find((p) => p.is_primary) ?? photos[0] ?? null,
    // A favourite is a snapshot: tours and "available now" change by the hour, so it shows neither.
    touring: null,
    available_until: null,
  };
}
