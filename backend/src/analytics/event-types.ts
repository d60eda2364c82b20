import type { ProfileEventType } from 'contract';

/** One profile's counters for one New Zealand day, as stored in profile_daily_stats. */
export interface DayCounts {
  views: number;
  visitors: number;
  calls: number;
  sms: number;
  emails: number;
  websites: number;
}

export const COUNTER_OF: Record<ProfileEventType, keyof DayCounts> = { view: 'views', call: 'calls', sms: 'sms', email: 'emails', website: 'websites' };

const COUNTERS: (keyof DayCounts)[] = ['views', 'visitors', 'calls', 'sms', 'emails', 'websites'];

export function emptyCounts(): DayCounts {
  return { views: 0, visitors: 0, calls: 0, sms: 0, emails: 0, websites: 0 };
}

export function addCounts<T extends DayCounts>(into: T, more: DayCounts): T {
  for (const key of COUNTERS) into[key] += more[key];
  return into;
}
