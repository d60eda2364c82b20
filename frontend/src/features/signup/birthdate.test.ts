import { ageOn, birthdateLimits, maskDisplayDate, parseDisplayDate, toDisplayDate, toIsoDate } from './birthdate';

const now = new Date(2026, 10, 22); // 22 November 2026

describe('registration birth date', () => {
  it('reads dd/MM/yyyy and refuses dates that do not exist', () => {
    expect(parseDisplayDate('14/03/1995')).toEqual({ day: 14, month: 3, year: 1995 });
    expect(parseDisplayDate('31/02/1995')).toBeNull();
    expect(parseDisplayDate('1995-03-14')).toBeNull();
  });

  it('shows dd/MM/yyyy and sends yyyy-MM-dd', () => {
    expect(toDisplayDate({ day: 4, month: 7, year: 2001 })).toBe('04/07/2001');
    expect(toIsoDate({ day: 4, month: 7, year: 2001 })).toBe('2001-07-04');
  });

  it('computes the age in whole years', () => {
    expect(ageOn({ day: 22, month: 11, year: 2008 }, now)).toBe(18);
    expect(ageOn({ day: 23, month: 11, year: 2008 }, now)).toBe(17);
  });

  it('limits the picker to 18 to 99 years ago', () => {
    expect(birthdateLimits(now)).toEqual({ min: '1926-11-23', max: '2008-11-22' });
  });

  it('adds the slashes while typing digits', () => {
    expect(maskDisplayDate('1403')).toBe('14/03');
    expect(maskDisplayDate('14031995')).toBe('14/03/1995');
    expect(maskDisplayDate('14/03/1995')).toBe('14/03/1995');
  });
});
