import { nzShortDate } from 'contract';
/** Whole cents from what an admin types ("49.99", "$1,200", "20"); null when it is not an amount. */
export function dollarsToCents(text: string): number | null {
  const match = /^\$?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1].replace(/,/g, '')) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 49.99 (no symbol) for an input's starting value. */
export function centsToDollars(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** 30 Nov 2026 for a yyyy-MM-dd calendar date. */
export function formatDay(date: string | null | undefined): string {
  return date ? nzShortDate(date) : '';
}
