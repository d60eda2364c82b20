import { autoUsername } from './accounts.service';
import { accountDelayMs } from './rate-limit/login-throttle.service';
import { validateSignup } from './signup/signup-input';

describe('auto-created usernames (spec §4)', () => {
  it('keeps the alphanumerics of the local part and appends the number', () => {
    expect(autoUsername('mia.rose_99@example.co.nz', 42)).toBe('miarose9942');
  });

  it('pads the number when the result would be shorter than 3 characters', () => {
    expect(autoUsername('a@example.co.nz', 5)).toBe('a05');
    expect(autoUsername('...@example.co.nz', 7)).toBe('user7');
  });
});

describe('account slow-down', () => {
  it('is free for 4 failures, then 30 s doubling up to 15 minutes', () => {
    expect([4, 5, 6, 7, 9, 10, 50].map(accountDelayMs)).toEqual([0, 30_000, 60_000, 120_000, 480_000, 900_000, 900_000]);
  });
});

describe('sign-up input', () => {
  it('keeps only wizard fields', () => {
    const input = validateSignup(
      {
        email: 'A@B.NZ',
        password: ' secret1 ',
        username: 'abc',
        full_name: 'A',
        birthdate: '1990-01-01',
        nationality: 'Kiwi',
        location: 'Hamilton',
        height: 160,
        weight: 50,
        body_type: 'Petite',
        rates_1hour: 200,
        meeting_with: 'All',
        available_for: 'Incall',
        bio: 'b'.repeat(50),
        phone: '+64 21 000 000',
        contactEmail: 'c@d.nz',
        acceptTerms: true,
        is_verified: true,
      },
      new Date('2026-06-01T00:00:00Z'),
    );
    expect(input).toMatchObject({ email: 'a@b.nz', password: 'secret1', languages: [], categories: [], serviceTypes: [] });
    expect(input).not.toHaveProperty('is_verified');
    expect(input).not.toHaveProperty('isVerified');
  });
});
