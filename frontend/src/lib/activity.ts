// Spec §2: 'Online' within 15 minutes, a relative '... ago' label after 2 hours, nothing between.

export const ONLINE_WINDOW_MS = 15 * 60_000;
export const RELATIVE_AFTER_MS = 2 * 60 * 60_000;
export const ACTIVITY_REFRESH_MS = 60_000;

export type ActivityLabel = { kind: 'online' } | { kind: 'ago'; text: string } | { kind: 'none' };

function elapsed(lastActiveAt: string | null, now: number): number | null {
  if (!lastActiveAt) return null;
  const time = Date.parse(lastActiveAt);
  return Number.isNaN(time) ? null : Math.max(0, now - time);
}

export function isOnline(lastActiveAt: string | null, now: number): boolean {
  const ms = elapsed(lastActiveAt, now);
  return ms !== null && ms <= ONLINE_WINDOW_MS;
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** '3 hours', '2 days', '5 months': the largest whole unit. */
export function relativeTime(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) return plural(Math.max(1, minutes), 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, 'hour');
  const days = Math.floor(hours / 24);
  if (days < 30) return plural(days, 'day');
  const months = Math.floor(days / 30);
  if (months < 12) return plural(months, 'month');
  return plural(Math.floor(days / 365), 'year');
}

export function activityLabel(lastActiveAt: string | null, now: number): ActivityLabel {
  const ms = elapsed(lastActiveAt, now);
  if (ms === null) return { kind: 'none' };
  if (ms <= ONLINE_WINDOW_MS) return { kind: 'online' };
  if (ms > RELATIVE_AFTER_MS) return { kind: 'ago', text: `${relativeTime(ms)} ago` };
  return { kind: 'none' };
}

/** The profile page's last-seen line. */
export function lastSeenText(lastActiveAt: string | null, now: number): string {
  const ms = elapsed(lastActiveAt, now);
  if (ms === null || ms > RELATIVE_AFTER_MS) return 'Last seen: more than 2 hours ago';
  return `Last seen: ${relativeTime(ms)} ago`;
}
