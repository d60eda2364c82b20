import { AuthMessages as SharedAuthMessages, PasswordMessages, TwoFactorMessages } from 'contract';
import { AppException, ErrorKind } from '../common/errors/app.exception';
import { PasswordRuleMessages } from './password-rules';

/** Why an auth operation was refused. */
export enum AuthErrorCode {
  BadInput = 'bad_input',
  InvalidCredentials = 'invalid_credentials',
  NotAuthenticated = 'not_authenticated',
  SessionExpired = 'session_expired',
  NotAdmin = 'not_admin',
  MissingPermission = 'missing_permission',
  NotFound = 'not_found',
  Conflict = 'conflict',
  /** A wrong, replayed or used-up second factor at sign-in (counted like a wrong password). */
  InvalidSecondFactor = 'invalid_second_factor',
  /** An admin whose session was not completed with a second factor, or who has none yet. */
  TwoFactorRequired = 'two_factor_required',
}

const KINDS: Record<AuthErrorCode, ErrorKind> = {
  [AuthErrorCode.BadInput]: ErrorKind.BadInput,
  [AuthErrorCode.InvalidCredentials]: ErrorKind.Unauthenticated,
  [AuthErrorCode.NotAuthenticated]: ErrorKind.Unauthenticated,
  [AuthErrorCode.SessionExpired]: ErrorKind.Unauthenticated,
  [AuthErrorCode.NotAdmin]: ErrorKind.Forbidden,
  [AuthErrorCode.MissingPermission]: ErrorKind.Forbidden,
  [AuthErrorCode.NotFound]: ErrorKind.NotFound,
  [AuthErrorCode.Conflict]: ErrorKind.Conflict,
  [AuthErrorCode.InvalidSecondFactor]: ErrorKind.Unauthenticated,
  [AuthErrorCode.TwoFactorRequired]: ErrorKind.Forbidden,
};

export class AuthException extends AppException<AuthErrorCode> {
  constructor(code: AuthErrorCode, message: string) {
    super(code, message, KINDS[code]);
  }
}

/** The texts of accounts, sessions and passwords (spec §5, §8), and ours where the spec has none. */
export const AuthMessages = {
  signInRequired: SharedAuthMessages.credentialsRequired,
  invalidCredentials: 'Invalid login credentials',
  sessionExpired: 'Your session has expired. Please sign in again.',
  notAuthenticated: SharedAuthMessages.notAuthenticated,
  passwordTooShort: PasswordRuleMessages.tooShort,
  passwordTooLong: PasswordRuleMessages.tooLong,
  currentPasswordRequired: PasswordMessages.currentRequired,
  currentPasswordWrong: 'Current password is incorrect',
  newPasswordRequired: PasswordMessages.newRequired,
  newPasswordsDoNotMatch: PasswordMessages.newMismatch,
  passwordUpdated: PasswordMessages.updated,
  signedOut: 'You have been signed out',
  noAdminAccess: SharedAuthMessages.notAdmin,
  noPermission: SharedAuthMessages.noPermission,
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
} as const;
