import { DataSource } from 'typeorm';
import { canonicalEmail } from './email-identity';
import { PasswordHasher } from './password-hasher';
import { isEmail, normalisePassword, passwordProblem } from './password-rules';
import { SessionsRepository } from './sessions/sessions.repository';
import { TwoFactorRepository } from './two-factor/two-factor.repository';
import { UsersRepository } from './users.repository';

export interface AdminCreateOptions {
  email: string;
  password?: string;
  superadmin: boolean;
  canVerify: boolean;
  /** Deletes the admin's two-factor sign-in (a lost phone and lost recovery codes, or a changed JWT_SECRET): they enrol again. */
  resetTwoFactor: boolean;
}

export class AdminCreateError extends Error {}

export const ADMIN_CREATE_USAGE = 'usage: npm run admin:create -- --email <email> --password <password> [--superadmin] [--can-verify] [--reset-two-factor]';

/** Reads `--email a --password b --superadmin --can-verify` (also `--email=a`). */
export function parseAdminCreateArgs(argv: string[]): AdminCreateOptions {
  const options: AdminCreateOptions = { email: '', superadmin: false, canVerify: false, resetTwoFactor: false };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const value = () => {
      const next = inline ?? argv[++i];
      if (next === undefined || next.startsWith('--')) throw new AdminCreateError(`${flag} needs a value\n${ADMIN_CREATE_USAGE}`);
      return next;
    };
    if (flag === '--email') options.email = canonicalEmail(value());
    else if (flag === '--password') options.password = value();
    else if (flag === '--superadmin') options.superadmin = true;
    else if (flag === '--can-verify') options.canVerify = true;
    else if (flag === '--reset-two-factor') options.resetTwoFactor = true;
    else throw new AdminCreateError(`unknown option ${argv[i]}\n${ADMIN_CREATE_USAGE}`);
  }
  if (!isEmail(options.email)) throw new AdminCreateError(`--email must be an email address\n${ADMIN_CREATE_USAGE}`);
  return options;
}

/**
 * Creates the account (or finds it by email), sets the password when one is given, and gives it
 * exactly the admin flags asked for. A new account needs a password; a password change ends the
 * account's sessions. `--reset-two-factor` deletes the account's TOTP secret and recovery codes and ends its sessions:
 * the way back in for the last superadmin, whom no other superadmin can reset from Settings.
 */
export async function createOrPromoteAdmin(db: DataSource, hasher: PasswordHasher, options: AdminCreateOptions): Promise<{ created: boolean; userId: string }> {
  const users = new UsersRepository(db);
  const password = options.password === undefined ? undefined : normalisePassword(options.password);
  const problem = password === undefined ? null : passwordProblem(password, [options.email]);
  if (problem) throw new AdminCreateError(problem);

  let user = await users.findByEmail(options.email);
  const created = !user;
  if (!user) {
    if (password === undefined) throw new AdminCreateError(`--password is required to create a new account\n${ADMIN_CREATE_USAGE}`);
    user = await users.insert(options.email, await hasher.hash(password));
  } else if (password !== undefined) {
    await users.updatePasswordHash(user.id, await hasher.hash(password));
    await new SessionsRepository(db).revokeAllForUser(user.id, 'admin');
  }
  if (options.resetTwoFactor) {
    await new TwoFactorRepository(db).deleteAll(user.id);
    await new SessionsRepository(db).revokeAllForUser(user.id, 'two_factor_reset');
  }
  await users.upsertAdmin(user.id, { isSuperadmin: options.superadmin, canVerifyProfiles: options.canVerify });
  return { created, userId: user.id };
}
