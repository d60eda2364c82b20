/** The business runs on New Zealand's calendar: birthdays, the daily pick, day-long admin filters. */
const ZONE = 'Pacific/Auckland';

/** Built once: constructing a DateTimeFormat costs far more than formatting with one. */
const NZ_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const NZ_CLOCK = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' });

/** Today's calendar date (yyyy-MM-dd) in New Zealand. */
export function nzDate(now: Date = new Date()): string {
  return NZ_DATE.format(now);
}

/** Whole years since the birth date on today's New Zealand date, computed on read so it never goes stale; null when unknown. */
export function ageFrom(birthdate: string | Date | null | undefined, now: Date = new Date()): number | null {
  if (!birthdate) return null;
  const text = birthdate instanceof Date ? birthdate.toISOString().slice(0, 10) : String(birthdate).slice(0, 10);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [by, bm, bd] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const [y, m, d] = nzDate(now).split('-').map(Number);
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
