import { PROFILE_FIELD_NAMES, PROFILE_FIELDS, type ProfileFieldName, profileFieldDrift, profileFieldsWhere, SIGN_UP_FIELD_STEPS } from 'contract';
import { getMetadataStorage } from 'class-validator';
import { getMetadataArgsStorage } from 'typeorm';
import { SnakeNamingStrategy } from '../../src/database/snake-naming.strategy';
import { ProfileFieldsDto } from '../../src/profiles/dto/profile-fields.dto';
import { Profile } from '../../src/profiles/entities/profile.entity';
import { toOwnerProfile, toPublicProfile } from '../../src/profiles/profile.mapper';
import { REGISTRATION_MESSAGES } from '../../src/registration/registration.messages';
import { validateSignUp } from '../../src/registration/sign-up-form';
import { wizard } from '../auth/auth-fixtures';

/** A value the field's rules refuse. */
function invalidValue(field: ProfileFieldName): unknown {
  const spec = PROFILE_FIELDS[field];
  if (spec.type === 'number') return -1;
  if (spec.type === 'list') return ['Not on the list'];
  if (spec.type === 'choice' || spec.type === 'date') return 'Not on the list';
  return 'maxLength' in spec ? 'x'.repeat(spec.maxLength + 1) : '!';
}

/** The places the backend still writes the profile's fields out by hand, checked against the contract's PROFILE_FIELDS. */
describe('the backend and the contract list the same profile fields', () => {
  const dtoFields = new Set(getMetadataStorage().getTargetValidationMetadatas(ProfileFieldsDto, '', true, false).map((rule) => rule.propertyName));
  const naming = new SnakeNamingStrategy();
  const columns = getMetadataArgsStorage()
    .columns.filter((column) => column.target === Profile)
    .map((column) => naming.columnName(column.propertyName, column.options.name, []));
  const profile = Object.assign(new Profile(), { createdAt: new Date(), languages: [], categories: [], serviceTypes: [], withheldFor: [] });

  it('in the rules sign-up and the editor check', () => {
    expect(profileFieldDrift('ProfileFieldsDto', dtoFields)).toEqual([]);
  });

  it('in the profiles table', () => {
    expect(PROFILE_FIELD_NAMES.filter((name) => !columns.includes(name))).toEqual([]);
  });

  it('in the answers: the owner sees every field, a visitor the public ones only', () => {
    expect(PROFILE_FIELD_NAMES.filter((name) => !(name in toOwnerProfile(profile, [], [], [])))).toEqual([]);
    const shown = Object.keys(toPublicProfile(profile, [], []));
    expect(profileFieldDrift('PublicProfile', PROFILE_FIELD_NAMES.filter((name) => shown.includes(name)), profileFieldsWhere({ public: true }))).toEqual([]);
  });

  it('in the sign-up steps: a required field left blank gets its step message', () => {
    for (const field of profileFieldsWhere({ required: true })) {
      const key = field === 'email' ? 'contactEmail' : field;
      const message = profileFieldsWhere({ step: 'ABOUT' }).includes(field) ? REGISTRATION_MESSAGES.aboutRequired : REGISTRATION_MESSAGES.requiredFields;
      expect(() => validateSignUp({ ...wizard(), [key]: null })).toThrow(message);
    }
  });

  it('in the sign-up steps: each field is checked in the step the contract gives it', () => {
    const keyOf = (field: ProfileFieldName) => (field === 'email' ? 'contactEmail' : field);
    const messageOf = (raw: Record<string, unknown>) => {
      try {
        validateSignUp(raw);
        return undefined;
      } catch (error) {
        return (error as Error).message;
      }
    };
    const stepMessage = (index: number) => (SIGN_UP_FIELD_STEPS[index] === 'ABOUT' ? REGISTRATION_MESSAGES.aboutRequired : REGISTRATION_MESSAGES.requiredFields);
    SIGN_UP_FIELD_STEPS.forEach((step, index) => {
      for (const field of profileFieldsWhere({ step })) {
        const wrong = { ...wizard(), [keyOf(field)]: invalidValue(field) };
        // A blank required field of its own step is reported before it: it is not checked in an earlier step.
        const sibling = profileFieldsWhere({ step, required: true }).find((other) => other !== field)!;
        expect({ field, message: messageOf({ ...wrong, [keyOf(sibling)]: null }) }).toEqual({ field, message: stepMessage(index) });
        // It is reported before a blank required field of the next step: it is not checked in a later step.
        const next = SIGN_UP_FIELD_STEPS[index + 1] && profileFieldsWhere({ step: SIGN_UP_FIELD_STEPS[index + 1], required: true })[0];
        if (next) expect({ field, message: messageOf({ ...wrong, [keyOf(next)]: null }) }).not.toEqual({ field, message: stepMessage(index + 1) });
      }
    });
  });

  it('fails when a field is added in one place only', () => {
    expect(profileFieldDrift('ProfileFieldsDto', [...dtoFields, 'nickname'])).toEqual(['ProfileFieldsDto has nickname, which is not a profile field']);
    expect(profileFieldDrift('ProfileFieldsDto', dtoFields, [...PROFILE_FIELD_NAMES, 'nickname'])).toEqual(['ProfileFieldsDto lacks nickname']);
  });
});
