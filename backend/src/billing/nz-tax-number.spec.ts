import { formatIrdNumber, irdDigits, isValidIrdNumber } from './nz-tax-number';

// Inland Revenue's own examples of its check-digit rule.
describe('IRD (GST) number check', () => {
  it.each(['49091850', '35901981', '49098576', '136410132', '49-091-850', '136 410 132'])('accepts %s', (number) => {
    expect(isValidIrdNumber(number)).toBe(true);
  });

  it('uses the secondary weights when the primary ones give 10 (49-098-576)', () => {
    expect(isValidIrdNumber('49098576')).toBe(true);
    expect(isValidIrdNumber('49098577')).toBe(false);
  });

  it.each([
    ['136410133', 'a wrong check digit'],
    ['9125568', 'seven digits'],
    ['1234567890', 'ten digits'],
    ['150000001', 'above the range'],
    ['49O91850', 'a letter O'],
    ['', 'nothing'],
  ])('refuses %j (%s)', (number) => {
    expect(isValidIrdNumber(number)).toBe(false);
  });

  it('prints eight digits as 49-091-850 and nine as 136-410-132', () => {
    expect(formatIrdNumber(irdDigits('49 091 850')!)).toBe('49-091-850');
    expect(formatIrdNumber('136410132')).toBe('136-410-132');
  });
});
