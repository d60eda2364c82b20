import { FieldMessages, PasswordMessages, PasswordResetMessages } from 'contract';
import { PASSWORD_RULE_MESSAGES } from '../auth.messages';

/** Texts shared with the public site's forgot/reset pages (frontend/src/features/auth/password-reset-messages.ts). */
export const PASSWORD_RESET_MESSAGES = {
  emailRequired: FieldMessages.emailRequired,
  invalidEmail: FieldMessages.invalidEmail,
  requestSent: PasswordResetMessages.requestSent,
  required: FieldMessages.required,
  mismatch: PasswordMessages.mismatch,
  tooShort: PASSWORD_RULE_MESSAGES.tooShort,
  tooLong: PASSWORD_RULE_MESSAGES.tooLong,
  invalidLink: PasswordResetMessages.invalidLink,
  done: PasswordResetMessages.done,
} as const;
