import { EmailChangeMessages, FieldMessages, PasswordMessages } from 'contract';

/** Texts of the sign-in email change (Account tab and the confirmation page). */
export const EMAIL_CHANGE_MESSAGES = {
  invalidEmail: FieldMessages.invalidEmail,
  sameEmail: 'This is already your sign-in email',
  emailTaken: 'An account with this email already exists',
  passwordRequired: PasswordMessages.currentRequired,
  tooMany: 'Too many email change requests. Please try again later.',
  invalidLink: EmailChangeMessages.invalidLink,
  sent: (email: string) => `We've sent a link to ${email}. Open it to confirm your new sign-in email.`,
  done: 'Your sign-in email has been changed.',
} as const;
