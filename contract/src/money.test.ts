import { formatCents } from './money';

describe('formatCents', () => {
  it('writes whole cents as dollars, with thousands separators and a leading minus', () => {
    expect(formatCents(4999)).toBe('$49.99');
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(-500)).toBe('-$5.00');
    expect(formatCents(5)).toBe('$0.05');
  });
});
