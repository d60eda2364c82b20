import { TwoFactorMessages } from 'contract';

/** The texts of the Settings screen's admins. */
export const ADMINS_MESSAGES = {
  notFound: 'Admin not found',
  noSuchAccount: 'No account exists with this email',
  accountExists: 'An account with this email already exists',
  alreadyAdmin: 'This user is already an admin',
  lastSuperadmin: 'There must be at least one superadmin',
  removeSelf: 'You cannot remove your own admin access',
  resetOwnTwoFactor: TwoFactorMessages.cannotResetOwn,
} as const;
