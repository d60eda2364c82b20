import { ageFrom } from './profile.mapper';

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

  it('is null when the birth date is unknown or not a date', () => {
    expect(ageFrom(null, now)).toBeNull();
    expect(ageFrom(undefined, now)).toBeNull();
    expect(ageFrom('soon', now)).toBeNull();
    expect(ageFrom('2030-01-01', now)).toBeNull();
  });
});
