import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { appError, ErrorKind, TooManyRequestsException } from '../../common/errors/app.exception';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { NotificationsService } from '../../mail/notifications.service';
import { OutboxWorker } from '../../mail/outbox.worker';
import { AuthUser } from '../access-token.service';
import { AccountsService } from '../accounts.service';
import { canonicalEmail } from '../email-identity';
import { isEmail } from '../password-rules';
import { EmailChangeRepository } from './email-change.repository';
import { EMAIL_CHANGE_MESSAGES } from './email-change.messages';

const LINK_LIFETIME_MS = 60 * 60_000;
/** Requests per account per hour: each sends two emails. */
const MAX_REQUESTS_PER_HOUR = 3;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Changing the sign-in email: asked with the current password, confirmed by a single-use link
 * sent to the new address (so nobody can move an account to an address they do not read), and
 * told to the old address at once (so the owner hears of a change they did not make).
 */
@Injectable()
export class EmailChangeService {
  constructor(
    private readonly requests: EmailChangeRepository,
    private readonly accounts: AccountsService,
    private readonly notifications: NotificationsService,
    private readonly outboxWorker: OutboxWorker,
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async request(user: AuthUser, newEmailTyped: string, currentPassword: string): Promise<{ message: string }> {
    const newEmail = canonicalEmail(newEmailTyped);
    if (!isEmail(newEmail)) throw appError(ErrorKind.BadInput, EMAIL_CHANGE_MESSAGES.invalidEmail);
    if (!currentPassword) throw appError(ErrorKind.BadInput, EMAIL_CHANGE_MESSAGES.passwordRequired);
    const account = await this.accounts.confirmPassword(user.id, currentPassword);
    if (canonicalEmail(account.email) === newEmail) throw appError(ErrorKind.BadInput, EMAIL_CHANGE_MESSAGES.sameEmail);
    if (await this.accounts.emailTaken(newEmail)) throw appError(ErrorKind.Conflict, EMAIL_CHANGE_MESSAGES.emailTaken);
    const now = Date.now();
    if ((await this.requests.countCreatedSince(account.id, new Date(now - LINK_LIFETIME_MS))) >= MAX_REQUESTS_PER_HOUR) {
      throw new TooManyRequestsException(EMAIL_CHANGE_MESSAGES.tooMany, Math.ceil(LINK_LIFETIME_MS / 1000));
    }
    const token = randomBytes(32).toString('base64url');
    await this.dataSource.transaction(async (manager) => {
      await this.requests.replace(manager, account.id, newEmail, hashToken(token), new Date(now + LINK_LIFETIME_MS));
      await this.notifications.sendEmailChangeConfirm(newEmail, `${this.config.publicUrl}/confirm-email?token=${token}`, { manager });
      await this.notifications.sendEmailChangeNotice(account.email, newEmail, { manager });
    });
    this.outboxWorker.wake();
    return { message: EMAIL_CHANGE_MESSAGES.sent(newEmail) };
  }

  async confirm(token: string): Promise<{ message: string }> {
    if (!token) throw appError(ErrorKind.BadInput, EMAIL_CHANGE_MESSAGES.invalidLink);
    await this.dataSource.transaction(async (manager) => {
      const request = await this.requests.consume(manager, hashToken(token));
      if (!request) throw appError(ErrorKind.BadInput, EMAIL_CHANGE_MESSAGES.invalidLink);
      if (await this.accounts.emailTaken(request.newEmail, manager)) throw appError(ErrorKind.Conflict, EMAIL_CHANGE_MESSAGES.emailTaken);
      await this.accounts.changeEmail(request.userId, request.newEmail, manager);
    });
    return { message: EMAIL_CHANGE_MESSAGES.done };
  }
}
