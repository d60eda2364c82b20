import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { NotificationsService } from '../../mail/notifications.service';
import { OutboxWorker } from '../../mail/outbox.worker';
import { AccountsService } from '../accounts.service';
import { AuthErrorCode, AuthException } from '../auth.exception';
import { normalisePassword, passwordProblem } from '../password-rules';
import { PasswordResetRepository } from './password-reset.repository';
import { PasswordResetText } from './password-reset.text';

const LINK_LIFETIME_MS = 60 * 60_000;
/** Reset emails per account per hour, so the form cannot be used to flood someone's inbox. */
const MAX_LINKS_PER_HOUR = 3;

/** The username of an account, or null when it has none (an admin). */
export type UsernameOf = (userId: string, manager: EntityManager) => Promise<string | null>;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** "Forgot password?": a single-use link valid for one hour; using it sets a new password and ends every session. */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly tokens: PasswordResetRepository,
    private readonly accounts: AccountsService,
    private readonly notifications: NotificationsService,
    private readonly outboxWorker: OutboxWorker,
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The same answer whether or not the account exists, so the form reveals nothing about who is registered. */
  async requestReset(email: string): Promise<{ message: string }> {
    const user = await this.accounts.findByEmail(email);
    const now = new Date();
    if (user && (await this.tokens.countCreatedSince(user.id, new Date(now.getTime() - LINK_LIFETIME_MS))) < MAX_LINKS_PER_HOUR) {
      const token = randomBytes(32).toString('base64url');
      const link = `${this.config.publicUrl}/reset-password?token=${token}`;
      // The token and its email commit together: no link is stored that was never sent, nor sent unstored.
      await this.dataSource.transaction(async (manager) => {
        await this.tokens.replaceToken(manager, user.id, hashToken(token), new Date(now.getTime() + LINK_LIFETIME_MS));
        await this.notifications.sendPasswordReset(user.email, link, { manager });
      });
      // Someone is waiting at their inbox: send now rather than at the next poll.
      this.outboxWorker.wake();
    }
    return { message: PasswordResetText.requestSent };
  }

  /**
   * Sets the password the link's account chose. `usernameOf` reads the account's username (its
   * profile's, owned by another module) in the reset's transaction: the password must not contain it.
   */
  async resetPassword(token: string, password: string, confirmPassword: string, usernameOf: UsernameOf): Promise<{ message: string }> {
    const next = normalisePassword(password);
    const confirm = normalisePassword(confirmPassword);
    if (!next || !confirm) throw new AuthException(AuthErrorCode.BadInput, PasswordResetText.required);
    if (next !== confirm) throw new AuthException(AuthErrorCode.BadInput, PasswordResetText.mismatch);
    const problem = passwordProblem(next);
    if (problem) throw new AuthException(AuthErrorCode.BadInput, problem);
    if (!token) throw new AuthException(AuthErrorCode.BadInput, PasswordResetText.invalidLink);
    const hash = await this.accounts.hashPassword(next);
    // One transaction: if saving the password or ending the sessions fails, the link is not used up.
    await this.dataSource.transaction(async (manager) => {
      const userId = await this.tokens.consume(manager, hashToken(token), new Date());
      if (!userId) throw new AuthException(AuthErrorCode.BadInput, PasswordResetText.invalidLink);
      await this.accounts.setHashedPassword(userId, next, hash, 'password_reset', manager, [await usernameOf(userId, manager)]);
      await this.tokens.invalidateAllForUser(manager, userId);
    });
    return { message: PasswordResetText.done };
  }
}
