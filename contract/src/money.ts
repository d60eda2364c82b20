/** Money is whole cents (integers) everywhere; dollars appear only as text for people. */

/**
 * The largest amount of money the app takes in one figure (a payment, a credit note, a bank statement line):
 * $1,000,000,000.00. Far above any real one, and far inside what the bigint columns and JavaScript numbers
 * (exact below 2^53) hold, so sums of many such amounts stay exact too.
 */
export const MAX_AMOUNT_CENTS = 100_000_000_000;

/** $49.99, $1,234.50, -$5.00: whole cents written out without a float in between. */
export function formatCents(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}$${Math.floor(abs / 100).toLocaleString('en-NZ')}.${String(abs % 100).padStart(2, '0')}`;
}
