// Girl of the Day is chosen by the server once per New Zealand day; one request per page load.
import { useEffect, useState } from 'react';
import { api } from './api-client';
import type { DailyPick } from './types';

let pending: Promise<DailyPick | null> | null = null;

export function fetchDailyPick(): Promise<DailyPick | null> {
  pending ??= api<DailyPick>('/profiles/daily-pick').catch(() => {
    pending = null; // let a later screen try again
    return null;
  });
  return pending;
}

export function resetDailyPickCache(): void {
  pending = null;
}

export function useDailyPickId(): string | null {
  const [id, setId] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    fetchDailyPick().then((pick) => {
      if (active) setId(pick?.profile?.id ?? null);
    });
    return () => {
      active = false;
    };
  }, []);
  return id;
}
