/** Money is whole cents (integers) everywhere; dollars appear only as text for people. */

/** $49.99, $1,234.50, -$5.00: whole cents written out without a float in between. */
export function formatCents(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}$${Math.floor(abs / 100).toLocaleString('en-NZ')}.${String(abs % 100).padStart(2, '0')}`;
}
