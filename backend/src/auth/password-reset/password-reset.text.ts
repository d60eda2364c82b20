/** Texts shared with the public site's forgot/reset pages (frontend/src/features/auth/password-reset-messages.ts). */
export const PasswordResetText = {
  emailRequired: 'Please enter your email address',
  invalidEmail: 'Please enter a valid email address',
  requestSent: "If an account exists for that email, we've sent a link to reset your password. Please check your inbox.",
  required: 'Please fill in all required fields',
  mismatch: 'Passwords do not match',
  tooShort: 'Password must be at least 6 characters long',
  tooLong: 'Password must be at most 128 characters long',
  invalidLink: 'This password reset link is invalid or has expired.',
  done: 'Your password has been reset. Please sign in with your new password.',
} as const;
