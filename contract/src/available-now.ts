/**
 * "Available now" as the sites and the server's answers write it: the time it ends on
 * New Zealand's clock, whatever the reader's own time zone.
 */
import { AVAILABLE_NOW_MAX_HOURS } from './regions';

export const AVAILABLE_NOW_MIN_HOURS = 1;

let clock: Intl.DateTimeFormat | undefined;

/** The New Zealand calendar day and time of an instant. Built on first use: a formatter is costly to make. */
function nzClock(at: Date): { day: string; hour: number; minute: number } {
  clock ??= new Intl.DateTimeFormat('en-NZ', {
    timeZone: 'Pacific/Auckland',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const p = Object.fromEntries(clock.formatToParts(at).map((part) => [part.type, part.value]));
  return { day: `${p.year}-${p.month}-${p.day}`, hour: Number(p.hour) % 24, minute: Number(p.minute) };
}

/** Today's New Zealand calendar day, `yyyy-MM-dd`. */
export function nzToday(now: Date = new Date()): string {
  return nzClock(now).day;
}

/** "9:30 pm" on New Zealand's clock, with " tomorrow" when it is past midnight from `now`. */
export function nzTimeOfDay(at: Date, now: Date = new Date()): string {
  const { day, hour, minute } = nzClock(at);
  const time = `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;
  return day > nzClock(now).day ? `${time} tomorrow` : time;
}

/** Whether "available now" is on: its end is still ahead. */
export function isAvailableNow(availableUntil: string | null, now: Date = new Date()): boolean {
  return availableUntil !== null && new Date(availableUntil).getTime() > now.getTime();
}

/** "Available now until 9:30 pm", or null once it has ended. */
export function availableNowText(availableUntil: string | null, now: Date = new Date()): string | null {
  return isAvailableNow(availableUntil, now) ? `Available now until ${nzTimeOfDay(new Date(availableUntil!), now)}` : null;
}

/** The hours an owner may choose, 1 to 12. */
export function isAvailableNowHours(hours: unknown): hours is number {
  return typeof hours === 'number' && Number.isInteger(hours) && hours >= AVAILABLE_NOW_MIN_HOURS && hours <= AVAILABLE_NOW_MAX_HOURS;
}
