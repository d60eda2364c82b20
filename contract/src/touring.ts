/**
 * Tour stops as the sites and the server's messages write them. Days are New Zealand
 * calendar days as `yyyy-MM-dd`; "today" is passed in, so every caller uses the same clock.
 */
import type { TourStopView } from './api-types';
import { TOUR_STOP_LEAD_DAYS } from './regions';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written `yyyy-MM-dd` (not 2026-02-30). */
export function isCalendarDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

/** The day `days` after (or before, when negative) a `yyyy-MM-dd` day. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The same day a number of months later; a day the month lacks falls to its last (31 Jan + 1 month = 28 Feb). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const lastOfMonth = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastOfMonth))).toISOString().slice(0, 10);
}

function parts(day: string): { year: number; month: string; date: number } {
  const [y, m, d] = day.split('-').map(Number);
  return { year: y, month: MONTHS[m - 1], date: d };
}

/**
 * "3–6 Dec", "3 Dec", "29 Nov – 2 Dec", "30 Dec 2026 – 2 Jan 2027": the year only when the range
 * is not all in today's year.
 */
export function formatDayRange(firstDay: string, lastDay: string, today: string): string {
  const first = parts(firstDay);
  const last = parts(lastDay);
  const thisYear = parts(today).year;
  if (first.year !== last.year) return `${first.date} ${first.month} ${first.year} – ${last.date} ${last.month} ${last.year}`;
  const year = first.year === thisYear ? '' : ` ${first.year}`;
  if (firstDay === lastDay) return `${first.date} ${first.month}${year}`;
  if (first.month === last.month) return `${first.date}–${last.date} ${last.month}${year}`;
  return `${first.date} ${first.month} – ${last.date} ${last.month}${year}`;
}

/** "Touring: Wellington 3–6 Dec", the line a card shows. */
export function touringText(stop: Pick<TourStopView, 'town' | 'first_day' | 'last_day'>, today: string): string {
  return `Touring: ${stop.town} ${formatDayRange(stop.first_day, stop.last_day, today)}`;
}

/** Whether a stop has not ended by `today` (it is current or still to come). */
export function isStopUpcoming(stop: Pick<TourStopView, 'last_day'>, today: string): boolean {
  return stop.last_day >= today;
}

/**
 * The stop a card shows: the one under way today, else the first starting within
 * TOUR_STOP_LEAD_DAYS; null when none. `stops` may come in any order.
 */
export function cardTourStop<T extends Pick<TourStopView, 'first_day' | 'last_day'>>(stops: readonly T[], today: string): T | null {
  const horizon = addDays(today, TOUR_STOP_LEAD_DAYS);
  const shown = stops.filter((stop) => stop.last_day >= today && stop.first_day <= horizon).sort((a, b) => a.first_day.localeCompare(b.first_day));
  return shown[0] ?? null;
}
