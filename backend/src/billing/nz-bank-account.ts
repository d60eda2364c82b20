/**
 * New Zealand bank account numbers, written BB-bbbb-AAAAAAA-SSS, checked the way Inland Revenue's
 * published validation does it: the bank must exist and the branch fall in one of that bank's ranges,
 * then a weighted check digit (modulus 11 or 10) over the 18-digit form BB bbbb AAAAAAAA SSSS, the
 * weights and modulus chosen by bank (and for most banks by the size of the account number).
 */

const BRANCH_RANGES: Record<string, Array<[number, number]>> = {
  '01': [[1, 999], [1100, 1199], [1800, 1899]],
  '02': [[1, 999], [1200, 1299]],
  '03': [[1, 999], [1300, 1399], [1500, 1599], [1700, 1799], [1900, 1999]],
  '04': [[2020, 2024]],
  '05': [[8884, 8889]],
  '06': [[1, 999], [1400, 1499]],
  '08': [[6500, 6599]],
  '09': [[0, 0]],
  '10': [[5165, 5169]],
  '11': [[5000, 6499], [6600, 8999]],
  '12': [[3000, 3299], [3400, 3499], [3600, 3699]],
  '13': [[4900, 4999]],
  '14': [[4700, 4799]],
  '15': [[3900, 3999]],
  '16': [[4400, 4499]],
  '17': [[3300, 3399]],
  '18': [[3500, 3599]],
  '19': [[4600, 4649]],
  '20': [[4100, 4199]],
  '21': [[4800, 4899]],
  '22': [[4000, 4049]],
  '23': [[3700, 3799]],
  '24': [[4300, 4399]],
  '25': [[2500, 2599]],
  '26': [[2600, 2699]],
  '27': [[3800, 3849]],
  '28': [[2100, 2149]],
  '29': [[2150, 2299]],
  '30': [[2900, 2949]],
  '31': [[2800, 2849]],
  '33': [[6700, 6799]],
  '35': [[2400, 2499]],
  '38': [[9000, 9499]],
};

interface Algorithm {
  weights: number[];
  modulus: number;
  /** Products of two digits are summed digit by digit (algorithms E and G). */
  foldDigits?: boolean;
}

const ALGORITHMS: Record<'A' | 'B' | 'D' | 'E' | 'F' | 'G' | 'X', Algorithm> = {
  A: { weights: [0, 0, 6, 3, 7, 9, 0, 0, 10, 5, 8, 4, 2, 1, 0, 0, 0, 0], modulus: 11 },
  B: { weights: [0, 0, 0, 0, 0, 0, 0, 0, 10, 5, 8, 4, 2, 1, 0, 0, 0, 0], modulus: 11 },
  D: { weights: [0, 0, 0, 0, 0, 0, 0, 7, 6, 5, 4, 3, 2, 1, 0, 0, 0, 0], modulus: 11 },
  E: { weights: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5, 4, 3, 2, 0, 0, 0, 1], modulus: 11, foldDigits: true },
  F: { weights: [0, 0, 0, 0, 0, 0, 0, 1, 7, 3, 1, 7, 3, 1, 0, 0, 0, 0], modulus: 10 },
  G: { weights: [0, 0, 0, 0, 0, 0, 0, 1, 3, 7, 1, 3, 7, 1, 0, 3, 7, 1], modulus: 10, foldDigits: true },
  X: { weights: new Array(18).fill(0), modulus: 1 },
};

function algorithmFor(bank: string, account: string): Algorithm {
  if (bank === '08') return ALGORITHMS.D;
  if (bank === '09') return ALGORITHMS.E;
  if (bank === '25' || bank === '33') return ALGORITHMS.F;
  if (bank === '26' || bank === '28' || bank === '29') return ALGORITHMS.G;
  if (bank === '31') return ALGORITHMS.X;
  return Number(account) < 990_000 ? ALGORITHMS.A : ALGORITHMS.B;
}

function foldedProduct(digit: number, weight: number, fold: boolean): number {
  let product = digit * weight;
  // Algorithm E and G add the digits of each product, twice when the first sum still has two.
  while (fold && product > 9) product = Math.floor(product / 10) + (product % 10);
  return product;
}

export interface BankAccountParts {
  bank: string;
  branch: string;
  /** Seven digits. */
  account: string;
  /** Three digits. */
  suffix: string;
}

/**
 * The parts of an account typed in four groups separated by hyphens or spaces (2-digit bank, 3 or
 * 4-digit branch, 7-digit account or 8 with a leading zero, 2 or 3-digit suffix or 4 with a leading
 * zero), or as 16 digits run together. Null when it does not have that shape.
 */
export function parseBankAccount(input: string): BankAccountParts | null {
  const trimmed = input.trim();
  const groups = /^\d{16}$/.test(trimmed)
    ? [trimmed.slice(0, 2), trimmed.slice(2, 6), trimmed.slice(6, 13), trimmed.slice(13)]
    : trimmed.split(/\s*[-\s]\s*/);
  if (groups.length !== 4) return null;
  const [bank, branch, account, suffix] = groups;
  if (!/^\d{2}$/.test(bank) || !/^\d{3,4}$/.test(branch) || !/^0?\d{7}$/.test(account) || !/^0?\d{2,3}$/.test(suffix)) return null;
  return { bank, branch: branch.padStart(4, '0'), account: account.slice(-7), suffix: suffix.padStart(3, '0').slice(-3) };
}

export function formatBankAccount(parts: BankAccountParts): string {
  return `${parts.bank}-${parts.branch}-${parts.account}-${parts.suffix}`;
}

export type BankAccountProblem = 'format' | 'bank' | 'branch' | 'check-digit';

/** Why an account number is not valid, or null when it is. */
export function bankAccountProblem(input: string): BankAccountProblem | null {
  const parts = parseBankAccount(input);
  if (!parts) return 'format';
  const ranges = BRANCH_RANGES[parts.bank];
  if (!ranges) return 'bank';
  const branch = Number(parts.branch);
  if (!ranges.some(([from, to]) => branch >= from && branch <= to)) return 'branch';
  const account = `0${parts.account}`;
  const digits = `${parts.bank}${parts.branch}${account}0${parts.suffix}`;
  const algorithm = algorithmFor(parts.bank, account);
  const sum = [...digits].reduce((total, digit, i) => total + foldedProduct(Number(digit), algorithm.weights[i], !!algorithm.foldDigits), 0);
  return sum % algorithm.modulus === 0 ? null : 'check-digit';
}
