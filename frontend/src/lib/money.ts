/** $49.99 from whole cents, without a float in between. */
export function formatCents(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}$${Math.floor(abs / 100).toLocaleString('en-NZ')}.${String(abs % 100).padStart(2, '0')}`;
}

/** 30 November 2026, for a yyyy-MM-dd date (a New Zealand calendar day). */
export function formatDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-NZ', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
