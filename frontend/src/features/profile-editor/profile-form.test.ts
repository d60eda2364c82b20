import { PROFILE_FIELD_NAMES, profileFieldDrift, profileFieldsWhere, RequiredFieldMessages } from 'contract';
import { ownerProfile } from '../../lib/testing/fixtures';
import { formFromProfile, profilePayload, REQUIRED_FIELDS, tabOf, validateProfileForm } from './profile-form';

describe('the editor and the contract list the same profile fields', () => {
  const form = formFromProfile(ownerProfile({ languages: ['English', 'Klingon'], height: 168, birthdate: '1995-03-14T00:00:00.000Z' }));

  it('in the form it fills from a profile, and in what it sends (all but the fixed username)', () => {
    expect(profileFieldDrift('formFromProfile', Object.keys(form))).toEqual([]);
    expect(profileFieldDrift('profilePayload', Object.keys(profilePayload(form)), PROFILE_FIELD_NAMES.filter((name) => name !== 'username'))).toEqual([]);
  });

  it('shows numbers and dates as typed, and leaves out a language no longer on the list', () => {
    expect(form).toMatchObject({ height: '168', birthdate: '1995-03-14', languages: ['English'] });
  });

  it('requires what every profile must have, each on its own tab', () => {
    expect(profileFieldDrift('REQUIRED_FIELDS', REQUIRED_FIELDS, profileFieldsWhere({ required: true }).filter((name) => name !== 'username'))).toEqual([]);
    for (const field of REQUIRED_FIELDS) {
      expect(validateProfileForm({ ...form, [field]: ' ' })).toEqual({ message: RequiredFieldMessages[field], field });
    }
    expect(tabOf('height')).toBe('physical');
    expect(tabOf('rates_overnight')).toBe('services');
    expect(tabOf('website')).toBe('basic');
  });

  it('fails when a field is added in one place only', () => {
    expect(profileFieldDrift('formFromProfile', [...Object.keys(form), 'nickname'])).toEqual(['formFromProfile has nickname, which is not a profile field']);
    expect(profileFieldDrift('formFromProfile', Object.keys(form), [...PROFILE_FIELD_NAMES, 'nickname'])).toEqual(['formFromProfile lacks nickname']);
  });
});
