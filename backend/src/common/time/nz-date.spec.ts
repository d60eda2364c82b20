import { ageFrom, nzDate, nzDatePlus, nzDayBound, nzLongDateTime } from './nz-date';

describe('ageFrom', () => {
  // 10:00 on 15 June 2026 in New Zealand (NZST, UTC+12).
  const now = new Date('2026-06-14T22:00:00Z');

  it('counts whole years up to today in New Zealand', () => {
    expect(ageFrom('2000-06-15', now)).toBe(26);
    expect(ageFrom('2000-06-16', now)).toBe(25);
    expect(ageFrom('2000-01-01', now)).toBe(26);
  });

  it('uses the New Zealand date, not the UTC one', () => {
    // Still 14 June in UTC, but already the birthday in New Zealand.
    expect(ageFrom('2008-06-15', now)).toBe(18);
  });

  it('takes a 29 February birthday to come of age on 1 March in a common year', () => {
    // 23:00 on 28 February, then 01:00 on 1 March, in New Zealand (NZDT, UTC+13).
    expect(ageFrom('2008-02-29', new Date('2026-02-28T10:00:00Z'))).toBe(17);
    expect(ageFrom('2008-02-29', new Date('2026-02-28T12:00:00Z'))).toBe(18);
  });

  it('is null when the birth date is unknown or not a date', () => {
    expect(ageFrom(null, now)).toBeNull();
    expect(ageFrom(undefined, now)).toBeNull();
    expect(ageFrom('soon', now)).toBeNull();
    expect(ageFrom('2030-01-01', now)).toBeNull();
  });
});

describe('nzDate', () => {
  it('is the New Zealand calendar date, a day ahead of UTC in the evening', () => {
    expect(nzDate(new Date('2026-06-14T11:59:00Z'))).toBe('2026-06-14');
    expect(nzDate(new Date('2026-06-14T12:00:00Z'))).toBe('2026-06-15');
  });

  it('changes at midnight in summer time too, and for any instant asked in any order (it keeps the last hour asked)', () => {
    expect(nzDate(new Date('2026-01-14T10:59:59.999Z'))).toBe('2026-01-14');
    expect(nzDate(new Date('2026-01-14T11:00:00Z'))).toBe('2026-01-15');
    expect(nzDate(new Date('2026-01-14T11:59:59Z'))).toBe('2026-01-15');
    expect(nzDate(new Date('2026-01-14T10:00:00Z'))).toBe('2026-01-14');
    expect(nzDate(new Date('2026-04-04T13:59:59Z'))).toBe('2026-04-05');
  });
});

describe('nzDatePlus', () => {
  it("moves the New Zealand date, not the UTC one, across a month's end", () => {
    expect(nzDatePlus(new Date('2026-06-30T12:00:00Z'), 1)).toBe('2026-07-02');
    expect(nzDatePlus(new Date('2026-06-30T11:00:00Z'), -30)).toBe('2026-05-31');
  });
});

describe('nzLongDateTime', () => {
  it('writes the day and time on New Zealand clocks, summer time included', () => {
    expect(nzLongDateTime(new Date('2026-11-23T03:05:00Z'))).toBe('23 November 2026 at 4:05 pm');
  });
});

describe('nzDayBound', () => {
  it('gives the first and last instant of a New Zealand day, in winter (UTC+12) and summer (UTC+13)', () => {
    expect(nzDayBound(2026, 6, 15, 'start')).toEqual(new Date('2026-06-14T12:00:00.000Z'));
    expect(nzDayBound(2026, 6, 15, 'end')).toEqual(new Date('2026-06-15T11:59:59.999Z'));
    expect(nzDayBound(2026, 1, 15, 'start')).toEqual(new Date('2026-01-14T11:00:00.000Z'));
  });

  it('is undefined for a date that does not exist', () => {
    expect(nzDayBound(2026, 2, 30, 'start')).toBeUndefined();
  });
});
