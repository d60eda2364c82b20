import { PROFILE_FIELD_NAMES, profileFieldDrift, profileFieldsWhere, SIGN_UP_FIELD_STEPS } from 'contract';
import { EMPTY_FORM, SignUpForm, toSignUpPayload, validateStep } from './signup-form';

const now = new Date(2026, 10, 22);

const account: Partial<SignUpForm> = {
  full_name: 'Ruby Rose',
  username: 'ruby',
  email: 'ruby@example.nz',
  confirmEmail: 'ruby@example.nz',
  password: 'Kiwi-Wizard-2026',
  confirmPassword: 'Kiwi-Wizard-2026',
};

const form = (overrides: Partial<SignUpForm>): SignUpForm => ({ ...EMPTY_FORM, ...overrides });
const messageFor = (step: Parameters<typeof validateStep>[0], overrides: Partial<SignUpForm>) => validateStep(step, form(overrides), now)?.message ?? null;

describe('registration wizard validation', () => {
  describe('ACCOUNT', () => {
    it.each(['full_name', 'username', 'email', 'password'] as const)('requires %s', (field) => {
      expect(messageFor('ACCOUNT', { ...account, [field]: '  ' })).toBe('Please fill in all required fields');
    });

    it('checks the emails match', () => {
      expect(messageFor('ACCOUNT', { ...account, confirmEmail: 'other@example.nz' })).toBe('Email addresses do not match');
    });

    it('checks the passwords match', () => {
      expect(messageFor('ACCOUNT', { ...account, confirmPassword: 'secret2' })).toBe('Passwords do not match');
    });

    it('needs an 8 character password', () => {
      expect(messageFor('ACCOUNT', { ...account, password: 'abc', confirmPassword: 'abc' })).toBe('Password must be at least 8 characters long');
    });

    it('needs a 3 character username', () => {
      expect(messageFor('ACCOUNT', { ...account, username: 'ru' })).toBe('Username must be at least 3 characters long');
    });

    it('accepts a complete step', () => {
      expect(messageFor('ACCOUNT', account)).toBeNull();
    });
  });

  describe('PERSONAL', () => {
    const personal = { birthdate: '14/03/1995', nationality: 'Kiwi', location: 'Auckland CBD' };

    it.each(['birthdate', 'nationality', 'location'] as const)('requires %s', (field) => {
      expect(messageFor('PERSONAL', { ...personal, [field]: '' })).toBe('Please fill in all required fields');
    });

    it('refuses anyone under 18', () => {
      expect(messageFor('PERSONAL', { ...personal, birthdate: '23/11/2008' })).toBe('You must be 18 or older to register');
      expect(messageFor('PERSONAL', { ...personal, birthdate: '22/11/2008' })).toBeNull();
    });

    it('refuses a birth date more than 99 years ago', () => {
      expect(messageFor('PERSONAL', { ...personal, birthdate: '22/11/1926' })).toBe('Please enter a date of birth no more than 99 years ago');
    });

    it('refuses a date that is not dd/MM/yyyy', () => {
      expect(messageFor('PERSONAL', { ...personal, birthdate: '1995-03-14' })).toBe('Please enter your date of birth as dd/MM/yyyy');
    });
  });

  describe('APPEARANCE', () => {
    it.each(['height', 'weight', 'body_type'] as const)('requires %s', (field) => {
      expect(messageFor('APPEARANCE', { height: '168', weight: '58', body_type: 'Slim', [field]: '' })).toBe('Please fill in all required fields');
    });
  });

  describe('SERVICES', () => {
    it.each(['rates_1hour', 'meeting_with', 'available_for'] as const)('requires %s', (field) => {
      expect(messageFor('SERVICES', { rates_1hour: '300', meeting_with: 'Men', available_for: 'Incall', [field]: '' })).toBe('Please fill in all required fields');
    });
  });

  describe('ABOUT', () => {
    const about = { bio: 'x'.repeat(50), phone: '021 555 1234', contactEmail: 'ruby@example.nz', acceptTerms: true };

    it.each(['bio', 'phone', 'contactEmail'] as const)('requires %s', (field) => {
      expect(messageFor('ABOUT', { ...about, [field]: '' })).toBe('Please fill in all required fields and accept the terms');
    });

    it('requires the terms to be accepted', () => {
      expect(messageFor('ABOUT', { ...about, acceptTerms: false })).toBe('Please fill in all required fields and accept the terms');
    });

    it('needs a 50 character bio', () => {
      expect(messageFor('ABOUT', { ...about, bio: 'x'.repeat(49) })).toBe('Bio must be at least 50 characters long');
    });
  });
});

describe('sign-up payload', () => {
  it('sends the birth date as yyyy-MM-dd, numbers as numbers and empty optional fields as null', () => {
    const payload = toSignUpPayload(form({ ...account, birthdate: '14/03/1995', height: '168', rates_1hour: '300', languages: ['English', 'Te Reo Māori'], bust_size: '' }));
    expect(payload).toMatchObject({ birthdate: '1995-03-14', height: 168, rates_1hour: 300, rates_30min: null, languages: ['English', 'Te Reo Māori'], bust_size: null, email: 'ruby@example.nz' });
  });
});

describe('the wizard and the contract list the same profile fields', () => {
  const ACCOUNT_ONLY = ['email', 'confirmEmail', 'password', 'confirmPassword', 'acceptTerms'];
  /** The profile's fields among a wizard object's keys (its contact email is the profile's email). */
  const profileKeys = (object: object) => Object.keys(object).filter((key) => !ACCOUNT_ONLY.includes(key)).map((key) => (key === 'contactEmail' ? 'email' : key));

  it('in the empty form and the payload', () => {
    expect(profileFieldDrift('EMPTY_FORM', profileKeys(EMPTY_FORM))).toEqual([]);
    expect(profileFieldDrift('toSignUpPayload', profileKeys(toSignUpPayload(EMPTY_FORM)))).toEqual([]);
  });

  it('in each step: the fields Next requires are the ones the contract says the step requires', () => {
    for (const step of SIGN_UP_FIELD_STEPS) {
      const required = profileFieldsWhere({ step, required: true });
      const filled = form(Object.fromEntries(Object.keys(EMPTY_FORM).map((key) => [key, key === 'acceptTerms' ? true : 'x'])) as Partial<SignUpForm>);
      for (const field of required) {
        const key = field === 'email' ? 'contactEmail' : field;
        expect({ step, field: validateStep(step, { ...filled, [key]: '' }, now)?.field }).toEqual({ step, field: key });
      }
    }
  });

  it('fails when a field is added in one place only', () => {
    expect(profileFieldDrift('EMPTY_FORM', [...profileKeys(EMPTY_FORM), 'nickname'])).toEqual(['EMPTY_FORM has nickname, which is not a profile field']);
    expect(profileFieldDrift('EMPTY_FORM', profileKeys(EMPTY_FORM), [...PROFILE_FIELD_NAMES, 'nickname'])).toEqual(['EMPTY_FORM lacks nickname']);
  });
});
