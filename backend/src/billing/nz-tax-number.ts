/**
 * IRD numbers (a GST number is the business's IRD number), checked with Inland Revenue's published
 * check-digit rule: 8 or 9 digits between 10,000,000 and 150,000,000, modulus 11 over the first
 * eight digits (zero-padded to nine) with a secondary set of weights when the first gives 10.
 */
const PRIMARY_WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2];
const SECONDARY_WEIGHTS = [7, 4, 3, 2, 5, 2, 7, 6];

/** The digits alone ("49-091-850" and "49 091 850" are "49091850"), or null when anything else is typed. */
export function irdDigits(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d{8,9}$/.test(digits) ? digits : null;
}

function checkDigit(base: string, weights: number[]): number {
  const remainder = [...base].reduce((sum, digit, i) => sum + Number(digit) * weights[i], 0) % 11;
  return remainder === 0 ? 0 : 11 - remainder;
}

export function isValidIrdNumber(input: string): boolean {
  const digits = irdDigits(input);
  if (!digits) return false;
  const value = Number(digits);
  if (value < 10_000_000 || value > 150_000_000) return false;
  const padded = digits.padStart(9, '0');
  const base = padded.slice(0, 8);
  const given = Number(padded[8]);
  let expected = checkDigit(base, PRIMARY_WEIGHTS);
  if (expected === 10) expected = checkDigit(base, SECONDARY_WEIGHTS);
  return expected === given;
}

/** As IRD prints it: 49-091-850, or 136-410-132 for nine digits. */
export function formatIrdNumber(digits: string): string {
  return digits.length === 8 ? `${digits.slice(0, 2)}-${digits.slice(2, 5)}-${digits.slice(5)}` : `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}
