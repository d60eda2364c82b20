import { BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { NotificationsService } from '../../mail/notifications.service';
import { OutboxWorker } from '../../mail/outbox.worker';
import { AccountProfiles } from '../account-profiles';
import { AccountsService } from '../accounts.service';
import { normalisePassword, passwordProblem } from '../password-rules';
import { PasswordResetRepository } from './password-reset.repository';
import { PASSWORD_RESET_MESSAGES } from './password-reset.messages';
import { appError, ErrorKind } from '../../common/errors/app.exception';

const LINK_LIFETIME_MS = 60 * 60_000;
/** Reset emails per account per hour, so the form cannot be used to flood someone's inbox. */
const MAX_LINKS_PER_HOUR = 3;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** "Forgot password?": a single-use link valid for one hour; using it sets a new password and ends every session. */
@Injectable()
export class PasswordResetService implements BeforeApplicationShutdown {
  private readonly logger = new Logger('PasswordReset');
  /** Requests whose link is still to be made (see resetAfter). */
  private readonly underWay = new Set<Promise<void>>();

  constructor(
    private readonly tokens: PasswordResetRepository,
    private readonly accounts: AccountsService,
    private readonly profiles: AccountProfiles,
    private readonly notifications: NotificationsService,
    private readonly outboxWorker: OutboxWorker,
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * "Forgot password?" is answered at once, the same for every address, and the look-up, the link and
   * its email come once `answered` resolves: neither the answer nor its timing says who is registered.
   * A failure cannot reach the caller any more, so it is logged; a shutdown waits for the work under way.
   */
  resetAfter(answered: Promise<void>, email: string): void {
    const work: Promise<void> = answered
      .then(() => this.sendResetLink(email))
      .catch((error: unknown) => this.logger.error(`A password reset link could not be made: ${(error as Error)?.stack ?? String(error)}`))
      .finally(() => this.underWay.delete(work));
    this.underWay.add(work);
  }

  /** Resolves once every reset already asked for is done (or logged as failed). */
  async settled(): Promise<void> {
    await Promise.all([...this.underWay]);
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.settled();
  }

  /** The link for the account `email` names, if there is one and it has not had three this hour. */
  private async sendResetLink(email: string): Promise<void> {
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
  }

  /**
   * Sets the password the link's account chose. `usernameOf` reads the account's username (its
   * profile's, owned by another module) in the reset's transaction: the password must not contain it.
   */
  async resetPassword(token: string, password: string, confirmPassword: string): Promise<{ message: string }> {
    const next = normalisePassword(password);
    const confirm = normalisePassword(confirmPassword);
    if (!next || !confirm) throw appError(ErrorKind.BadInput, PASSWORD_RESET_MESSAGES.required);
    if (next !== confirm) throw appError(ErrorKind.BadInput, PASSWORD_RESET_MESSAGES.mismatch);
    const problem = passwordProblem(next);
    if (problem) throw appError(ErrorKind.BadInput, problem);
    if (!token) throw appError(ErrorKind.BadInput, PASSWORD_RESET_MESSAGES.invalidLink);
    const hash = await this.accounts.hashPassword(next);
    // One transaction: if saving the password or ending the sessions fails, the link is not used up.
    await this.dataSource.transaction(async (manager) => {
      const userId = await this.tokens.consume(manager, hashToken(token), new Date());
      if (!userId) throw appError(ErrorKind.BadInput, PASSWORD_RESET_MESSAGES.invalidLink);
      await this.accounts.setHashedPassword(userId, next, hash, 'password_reset', manager, [await this.profiles.usernameOf(userId, manager)]);
      await this.tokens.invalidateAllForUser(manager, userId);
    });
    return { message: PASSWORD_RESET_MESSAGES.done };
  }
}
