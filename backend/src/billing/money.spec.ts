import { centsToDecimal, gstOf, parseAmountToCents } from './money';

describe('money in whole cents', () => {
  it.each([
    [2999, 391],
    [4999, 652],
    [1, 0],
    [2, 0],
    [4, 1],
    [100, 13],
    [2300, 300],
    [115, 15],
  ])('GST in a GST-inclusive %i cents is %i cents (3/23, rounded)', (total, gst) => {
    expect(gstOf(total)).toBe(gst);
  });

  it('agrees with exact rational rounding for every price from 1 cent to $1,000', () => {
    // One expect over the disagreements: a hundred thousand expect calls took six seconds.
    const disagreements: number[] = [];
    for (let cents = 1; cents <= 100_000; cents++) {
      const twice = (cents * 6) % 46; // 2 × remainder of cents·3 / 23, to compare with the half
      const floor = Math.floor((cents * 3) / 23);
      if (gstOf(cents) !== (twice >= 23 ? floor + 1 : floor)) disagreements.push(cents);
    }
    expect(disagreements).toEqual([]);
  });

  it.each([
    ['49.99', 4999],
    ['-49.99', -4999],
    ['1,234.5', 123450],
    ['$20', 2000],
    ['+10.00', 1000],
    ['  7.05 ', 705],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseAmountToCents(text)).toBe(cents);
  });

  it.each(['abc', '49.999', '1,23.00', '', '4 9', '49,99'])('refuses %j', (text) => {
    expect(parseAmountToCents(text)).toBeNull();
  });

  it('writes cents for files', () => {
    expect(centsToDecimal(4999)).toBe('49.99');
    expect(centsToDecimal(-5)).toBe('-0.05');
  });
});
