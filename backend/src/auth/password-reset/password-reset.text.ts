import { FieldMessages, PasswordMessages, PasswordResetMessages } from 'contract';
import { PasswordRuleMessages } from '../password-rules';

/** Texts shared with the public site's forgot/reset pages (frontend/src/features/auth/password-reset-messages.ts). */
export const PasswordResetText = {
  emailRequired: FieldMessages.emailRequired,
  invalidEmail: FieldMessages.invalidEmail,
  requestSent: PasswordResetMessages.requestSent,
  required: FieldMessages.required,
  mismatch: PasswordMessages.mismatch,
  tooShort: PasswordRuleMessages.tooShort,
  tooLong: PasswordRuleMessages.tooLong,
  invalidLink: PasswordResetMessages.invalidLink,
  done: PasswordResetMessages.done,
} as const;
