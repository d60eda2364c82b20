import { validateSignUp } from './sign-up-form';

const complete = {
  email: ' A@B.NZ ',
  password: ' Kiwi-Wizard-2026 ',
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
};

const refusal = (overrides: Record<string, unknown>) => {
  try {
    validateSignUp({ ...complete, ...overrides });
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('sign-up form', () => {
  it('keeps only the wizard fields, the account apart from the profile (whose email is the contact email)', () => {
    const { account, profile } = validateSignUp({ ...complete, is_verified: true, subscription_tier: 'premium' });
    expect(account).toMatchObject({ email: 'a@b.nz', password: 'Kiwi-Wizard-2026' });
    expect(profile).toMatchObject({ username: 'abc', email: 'c@d.nz', languages: [], categories: [], service_types: [], website: null });
    expect(profile).not.toHaveProperty('is_verified');
    expect(profile).not.toHaveProperty('subscription_tier');
  });

  it('answers the first problem in the order of the wizard steps, a step’s missing fields before its other rules', () => {
    expect(refusal({ password: '123', bio: 'short' })).toBe('Password must be at least 8 characters long');
    expect(refusal({ birthdate: 'soon', location: '' })).toBe('Please fill in all required fields');
    expect(refusal({ height: 20, bio: '' })).toBe('Height must be a whole number from 100 to 250');
    expect(refusal({ full_name: '', email: '' })).toBe('You must provide either an email or phone number and a password');
  });
});
