/** Money is whole cents (integers) everywhere; dollars appear only as text for people (contract's formatCents). */

/**
 * A bigint money column as the driver hands it over (pg reads int8 as text) in cents. Exact: every amount
 * is at most MAX_AMOUNT_CENTS (contract), far below 2^53.
 */
export function centsFrom(value: string | number): number {
  const cents = Number(value);
  if (!Number.isSafeInteger(cents)) throw new Error(`A money column holds ${value}, not a whole number of cents`);
  return cents;
}

/** The row with its money columns as numbers of cents. */
export function withCents<T extends object>(row: T, columns: readonly (keyof T)[]): T {
  const converted = { ...row };
  for (const column of columns) converted[column] = centsFrom(row[column] as string | number) as T[keyof T];
  return converted;
}

/**
 * GST in a GST-inclusive New Zealand price: 15 % on top means 3/23 of the total, rounded to the
 * cent. Whole cents times 3 over 23 never land exactly on half a cent, so rounding has no ties.
 */
export function gstOf(totalCents: number): number {
  return Math.round((totalCents * 3) / 23);
}

/**
 * Cents from an amount written as a bank or a person writes it: "49.99", "-1,234.5", "$20", "+10.00".
 * Parsed as text, never through a float. Null when it is not such an amount.
 */
export function parseAmountToCents(text: string): number | null {
  const match = /^([+-]?)\$?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/^([+-]?)\s*\$\s*/, '$1$'));
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole.replace(/,/g, '')) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return sign === '-' && cents !== 0 ? -cents : cents;
}

/** 49.99, -5.00: cents as a plain decimal for files (CSV), without a float in between. */
export function centsToDecimal(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
