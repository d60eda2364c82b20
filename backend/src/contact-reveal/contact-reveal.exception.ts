import { ErrorKind, moduleException } from '../common/errors/app.exception';

export enum ContactRevealErrorCode {
  AgeGate = 'age_gate',
  ContactToken = 'contact_token',
  BadContactField = 'bad_contact_field',
}

export class ContactRevealException extends moduleException<ContactRevealErrorCode>({
  [ContactRevealErrorCode.AgeGate]: ErrorKind.Forbidden,
  [ContactRevealErrorCode.ContactToken]: ErrorKind.Forbidden,
  [ContactRevealErrorCode.BadContactField]: ErrorKind.BadInput,
}) {}

export const CONTACT_REVEAL_MESSAGES = {
  ageGate: 'Please confirm you are 18 or over to see contact details.',
  contactToken: 'This page has expired. Reload it to see contact details.',
  badContactField: 'Ask for phone, email or website',
} as const;
