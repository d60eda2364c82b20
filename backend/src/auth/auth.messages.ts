import { AuthMessages, PasswordMessages, TwoFactorMessages } from 'contract';

/** The texts of the password rules, shared by every place a password is set. */
export const PASSWORD_RULE_MESSAGES = {
  tooShort: PasswordMessages.tooShort,
  tooLong: PasswordMessages.tooLong,
  common: 'This password is one of the most common passwords. Please choose one that is harder to guess.',
  personal: 'Your password must not contain your email address or username.',
} as const;

/** The texts of accounts, sessions and passwords (spec §5, §8), and ours where the spec has none. */
export const AUTH_MESSAGES = {
  signInRequired: AuthMessages.credentialsRequired,
  invalidCredentials: 'Invalid login credentials',
  sessionExpired: 'Your session has expired. Please sign in again.',
  notAuthenticated: AuthMessages.notAuthenticated,
  passwordTooShort: PASSWORD_RULE_MESSAGES.tooShort,
  passwordTooLong: PASSWORD_RULE_MESSAGES.tooLong,
  currentPasswordRequired: PasswordMessages.currentRequired,
  currentPasswordWrong: 'Current password is incorrect',
  newPasswordRequired: PasswordMessages.newRequired,
  newPasswordsDoNotMatch: PasswordMessages.newMismatch,
  passwordUpdated: PasswordMessages.updated,
  signedOut: 'You have been signed out',
  noAdminAccess: AuthMessages.notAdmin,
  noPermission: AuthMessages.noPermission,
  userNotFound: 'User not found',
  codeRequired: TwoFactorMessages.codeRequired,
  invalidCode: TwoFactorMessages.invalidCode,
  codeUsed: TwoFactorMessages.codeUsed,
  recoveryCodeUsed: TwoFactorMessages.recoveryCodeUsed,
  challengeExpired: TwoFactorMessages.challengeExpired,
  twoFactorRequired: TwoFactorMessages.required,
  twoFactorAlreadyOn: TwoFactorMessages.alreadyOn,
  twoFactorNotOn: TwoFactorMessages.notOn,
  twoFactorSetupNotStarted: TwoFactorMessages.setupNotStarted,
  twoFactorEnabled: TwoFactorMessages.enabled,
  twoFactorDisabled: TwoFactorMessages.disabled,
  adminCannotDisableTwoFactor: TwoFactorMessages.adminCannotDisable,
  recoveryCodesRegenerated: TwoFactorMessages.recoveryCodesRegenerated,
  authenticatorCodeRequired: TwoFactorMessages.authenticatorCodeRequired,
} as const;
