// The wizard shows and accepts the birth date as dd/MM/yyyy (the New Zealand way) and sends
// yyyy-MM-dd. Dates are handled as plain calendar parts so no time zone can shift them a day.
import { MAX_AGE, MIN_AGE } from 'contract';

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

function today(now: Date): CalendarDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

function isRealDate({ year, month, day }: CalendarDate): boolean {
  const d = new Date(year, month - 1, day);
  return d.getFullYear() === year && d.getMonth() === month - 1 && d.getDate() === day;
}

/** Parses 'dd/MM/yyyy'; null unless it is a real calendar date. */
export function parseDisplayDate(text: string): CalendarDate | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const date = { day: Number(match[1]), month: Number(match[2]), year: Number(match[3]) };
  return isRealDate(date) ? date : null;
}

/** Parses 'yyyy-MM-dd' (what a native date input gives); null unless it is a real date. */
export function parseIsoDate(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isRealDate(date) ? date : null;
}

export function toDisplayDate({ year, month, day }: CalendarDate): string {
  return `${pad(day)}/${pad(month)}/${pad(year, 4)}`;
}

export function toIsoDate({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Whole years between the birth date and today. */
export function ageOn(birth: CalendarDate, now: Date = new Date()): number {
  const t = today(now);
  let age = t.year - birth.year;
  if (t.month < birth.month || (t.month === birth.month && t.day < birth.day)) age -= 1;
  return age;
}

/** The picker's limits: the latest date is 18 years ago, the earliest 99 years ago (yyyy-MM-dd). */
export function birthdateLimits(now: Date = new Date()): { min: string; max: string } {
  const t = today(now);
  const shift = (years: number): string => {
    const year = t.year - years;
    // 29 February does not exist in most years: fall back to the 28th.
    const day = isRealDate({ year, month: t.month, day: t.day }) ? t.day : 28;
    return toIsoDate({ year, month: t.month, day });
  };
  // Someone turning 100 tomorrow is still 99 today, so the earliest allowed date is the day after.
  const earliest = new Date(t.year - MAX_AGE - 1, t.month - 1, t.day + 1);
  return {
    min: toIsoDate({ year: earliest.getFullYear(), month: earliest.getMonth() + 1, day: earliest.getDate() }),
    max: shift(MIN_AGE),
  };
}

/**
 * Lets people type just the digits: '14031995' becomes '14/03/1995' as they type.
 * Text that already has slashes in the right places is left alone.
 */
export function maskDisplayDate(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}
