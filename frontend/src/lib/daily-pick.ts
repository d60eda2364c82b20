// Girl of the Day is chosen by the server once per New Zealand day, so one answer serves every screen.
import type { DailyPick } from 'contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { PROFILES_KEY } from './react-query';

export const DAILY_PICK_PATH = '/profiles/daily-pick';

export function getDailyPick(): Promise<DailyPick> {
  return api<DailyPick>(DAILY_PICK_PATH);
}

export const dailyPickQuery = queryOptions({ queryKey: [...PROFILES_KEY, 'daily-pick'], queryFn: getDailyPick, staleTime: Infinity });

/** The id to mark on cards, or null (none chosen, or the pick failed to load: a later screen tries again). */
export function useDailyPickId(): string | null {
  const { data } = useQuery(dailyPickQuery);
  return data?.profile?.id ?? null;
}
