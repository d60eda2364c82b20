import { ContactMessages, FieldMessages, ThreadMessages } from 'contract';

/** The user-facing texts of the messages module (spec §5, §8 and the API contract). */
export const CONTACT_MESSAGES = {
  contactSent: ContactMessages.sent,
  required: FieldMessages.required,
  invalidEmail: FieldMessages.invalidEmail,
  invalidPhone: FieldMessages.invalidPhone,
  nameTooLong: 'Name must be 100 characters or fewer',
  cityTooLong: 'City must be 100 characters or fewer',
  messageTooLong: 'Message must be 5000 characters or fewer',
  tooManyMessages: 'Too many messages sent. Please try again later.',
  threadNotFound: 'Thread not found',
  replyRequired: 'Please enter a reply',
  replyTooLong: 'Reply must be 5000 characters or fewer',
  replySent: 'Reply sent successfully!',
  replyFailed: ThreadMessages.replyFailed,
  threadDeleted: ThreadMessages.deleted,
  emailFailed: ThreadMessages.emailFailed,
} as const;
