/** The business runs on New Zealand's calendar: birthdays, the daily pick, day-long admin filters. */
import { addDays } from 'contract';

const ZONE = 'Pacific/Auckland';

/** Built once: constructing a DateTimeFormat costs far more than formatting with one. */
const NZ_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const NZ_CLOCK = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' });
const NZ_LONG_DATE_TIME = new Intl.DateTimeFormat('en-NZ', { timeZone: ZONE, day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' });

const HOUR_MS = 3_600_000;
/** The last hour asked for and its date: every analytics event asks, and formatting is the costly part. */
let lastHour: { hour: number; date: string } | undefined;

/** Today's calendar date (yyyy-MM-dd) in New Zealand; its offsets (+12, +13) are whole hours, so it changes only on a UTC hour. */
export function nzDate(now: Date = new Date()): string {
  const hour = Math.floor(now.getTime() / HOUR_MS);
  if (lastHour?.hour !== hour) lastHour = { hour, date: NZ_DATE.format(now) };
  return lastHour.date;
}

/** Today's New Zealand date moved by whole days. */
export function nzDatePlus(now: Date, days: number): string {
  return addDays(nzDate(now), days);
}

/** "23 November 2026 at 4:05 pm": an instant on New Zealand's clock, for emails (dates alone: contract's nzLongDate). */
export function nzLongDateTime(at: Date): string {
  return NZ_LONG_DATE_TIME.format(at);
}

/** Whole years since the birth date on today's New Zealand date, computed on read so it never goes stale; null when unknown. */
export function ageFrom(birthdate: string | Date | null | undefined, now: Date = new Date()): number | null {
  return ageOn(birthdate, nzDate(now));
}

/** The same on a given New Zealand date (yyyy-MM-dd): a list of cards reads the date once. */
export function ageOn(birthdate: string | Date | null | undefined, today: string): number | null {
  if (!birthdate) return null;
  const text = birthdate instanceof Date ? birthdate.toISOString().slice(0, 10) : String(birthdate).slice(0, 10);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [by, bm, bd] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const [y, m, d] = today.split('-').map(Number);
  let age = y - by;
  if (m < bm || (m === bm && d < bd)) age -= 1;
  return age >= 0 ? age : null;
}

/** New Zealand's UTC offset (12 or 13 hours) at an instant, from the platform's zone data. */
export function nzOffsetMs(at: Date): number {
  const parts = NZ_CLOCK.formatToParts(at).reduce<Record<string, number>>(
    (acc, p) => (p.type === 'literal' ? acc : { ...acc, [p.type]: Number(p.value) }),
    {},
  );
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute) - Math.floor(at.getTime() / 60000) * 60000;
}

/**
 * The first instant (`start`) or the last millisecond (`end`) of a New Zealand calendar day, or
 * undefined when the date does not exist (30 February).
 */
export function nzDayBound(year: number, month: number, day: number, bound: 'start' | 'end'): Date | undefined {
  if (new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day) return undefined;
  const midnightUtc = Date.UTC(year, month - 1, day + (bound === 'end' ? 1 : 0));
  return new Date(midnightUtc - nzOffsetMs(new Date(midnightUtc)) - (bound === 'end' ? 1 : 0));
}
