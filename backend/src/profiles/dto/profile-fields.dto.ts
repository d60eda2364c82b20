import { PROFILE_FIELD_NAMES, PROFILE_FIELDS, type ProfileFieldName, type ProfileFieldSpec, type ProfileFieldValues, RequiredFieldMessages, type RequiredProfileField, SignUpMessages } from 'contract';
import { ageAtLeast, ageAtMost, field, filled, isIsoDate, isText, list, listOf, matches, maxLength, oneOf, rule, text, wholeNumber, wholeNumberFrom } from './profile-field-rules';

const choose = (label: string) => `Please choose a valid ${label.toLowerCase()}`;

/** The rules of one field, from the contract's description of it; the spec's texts where it has them, worded like them where not. */
function rulesOf(name: ProfileFieldName, spec: ProfileFieldSpec): PropertyDecorator {
  const required = spec.required ? [filled(RequiredFieldMessages[name as RequiredProfileField])] : [];
  switch (spec.type) {
    case 'text':
      return field(
        text(),
        ...required,
        ...(spec.required ? [rule('isText', isText, RequiredFieldMessages[name as RequiredProfileField])] : []),
        ...(spec.minLength ? [rule('minLength', (value) => isText(value) && value.length >= spec.minLength!, `${spec.label} must be at least ${spec.minLength} characters long`)] : []),
        ...(spec.maxLength ? [maxLength(spec.maxLength, `${spec.label} must be at most ${spec.maxLength} characters long`)] : []),
        ...(spec.match ? [matches(spec.match.pattern, spec.match.message)] : []),
      );
    case 'choice':
      return field(text(), ...required, oneOf(spec.values, choose(spec.label)));
    case 'list':
      return field(list(), ...required, listOf(choose(spec.label), spec.values, spec.maxItems));
    case 'number':
      return field(wholeNumber(), ...required, wholeNumberFrom(spec.min, spec.max, `${spec.label} must be a whole number from ${spec.min} to ${spec.max}`));
    case 'date':
      return field(
        text(),
        ...required,
        rule('isoDate', isIsoDate, `Please enter a valid ${spec.label.toLowerCase()}`),
        ageAtLeast(spec.minAge, SignUpMessages.underAge),
        ageAtMost(spec.maxAge, SignUpMessages.overAge),
      );
  }
}

/**
 * Every profile field and its rules, made from the contract's PROFILE_FIELDS: sign-up (with the account
 * fields, registration module) and the owner's editor (UpdateProfileDto) both validate with this class, so
 * a profile one of them can save the other could have made. A required field can be changed, never blanked.
 */
export class ProfileFieldsDto {}
export interface ProfileFieldsDto extends Partial<ProfileFieldValues> {}

for (const name of PROFILE_FIELD_NAMES) rulesOf(name, PROFILE_FIELDS[name])(ProfileFieldsDto.prototype, name);
