import { Injectable } from '@nestjs/common';
import { TooManyRequestsException } from '../../common/errors/app.exception';
import { canonicalEmail, MAX_EMAIL_LENGTH } from '../email-identity';
import { Clock } from './clock';
import { RateLimitStore, WindowCount } from './rate-limit.store';
import { RateLimiter } from './rate-limiter';

const MINUTE = 60_000;

/** Attempts from one IP address, counted whatever the outcome. */
export const IP_LIMITS = {
  signin: { max: 100, windowMs: 15 * MINUTE, message: 'Too many sign-in attempts from your network.' },
  /** Sign-in's second step (a code, or an admin's enrolment), counted apart so it does not halve the sign-ins an office can make. */
  twoFactor: { max: 100, windowMs: 15 * MINUTE, message: 'Too many sign-in attempts from your network.' },
  signup: { max: 20, windowMs: 60 * MINUTE, message: 'Too many sign-up attempts from your network.' },
  /** Each request may send an email, so one address cannot use the form to probe or flood many inboxes. */
  forgotPassword: { max: 10, windowMs: 60 * MINUTE, message: 'Too many password reset requests from your network.' },
} as const;

/** Sign-up attempts for one email address. */
export const SIGNUP_EMAIL_LIMIT = { max: 5, windowMs: 60 * MINUTE };

/**
 * Failed sign-ins on one account: the first few are free, then each failure doubles the wait,
 * capped so an attacker can slow a real user down but never lock them out for long. A correct
 * password resets the count; so does a day without failures.
 */
export const ACCOUNT_FAILURES = { free: 5, firstDelayMs: 30_000, maxDelayMs: 15 * MINUTE, windowMs: 24 * 60 * MINUTE };

export type IpLimitedAction = keyof typeof IP_LIMITS;

export function accountDelayMs(failures: number): number {
  if (failures < ACCOUNT_FAILURES.free) return 0;
  return Math.min(ACCOUNT_FAILURES.maxDelayMs, ACCOUNT_FAILURES.firstDelayMs * 2 ** (failures - ACCOUNT_FAILURES.free));
}

const ACCOUNT_LOCKED = 'Too many failed sign-in attempts for this account.';

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

function tooMany(reason: string, seconds: number): TooManyRequestsException {
  return new TooManyRequestsException(`${reason} Please try again in ${waitText(seconds)}.`, seconds);
}

/** Brute-force protection for sign-in, sign-up and password reset requests, per IP address and per account. */
@Injectable()
export class LoginThrottleService {
  constructor(
    private readonly store: RateLimitStore,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  async hitIp(action: IpLimitedAction, ip: string): Promise<void> {
    const limit = IP_LIMITS[action];
    const wait = await this.limiter.hit(`${action}:ip:${ip}`, limit);
    if (wait) throw tooMany(limit.message, wait);
  }

  async hitSignupEmail(email: string): Promise<void> {
    // Cut to the longest address an account can have: a longer one fails validation anyway, and must not make an unindexable key.
    const wait = await this.limiter.hit(`signup:email:${canonicalEmail(email).slice(0, MAX_EMAIL_LENGTH + 1)}`, SIGNUP_EMAIL_LIMIT);
    if (wait) throw tooMany('Too many sign-up attempts for this email address.', wait);
  }

  /**
   * Counts a password check as failed before it runs (recordSuccess clears the count), so parallel
   * attempts cannot all slip through before the first failure is written: of attempts racing past
   * the peek, only those the counter numbers within the free ones, or the single one next after
   * the peek, get a real check.
   */
  async beginAttempt(email: string): Promise<void> {
    const key = this.accountKey(email);
    const before = await this.store.peek(key);
    this.assertOpen(before);
    const after = await this.store.hit(key, ACCOUNT_FAILURES.windowMs);
    if (after.count > ACCOUNT_FAILURES.free && after.count !== (before?.count ?? 0) + 1) {
      throw tooMany(ACCOUNT_LOCKED, Math.ceil(accountDelayMs(after.count) / 1000));
    }
  }

  /** Refuses while the account is in its slow-down period after repeated failures. */
  private assertOpen(failures: WindowCount | undefined): void {
    if (!failures) return;
    const waitMs = failures.lastHitAt + accountDelayMs(failures.count) - this.clock.now();
    if (waitMs > 0) throw tooMany(ACCOUNT_LOCKED, Math.ceil(waitMs / 1000));
  }

  async recordSuccess(email: string): Promise<void> {
    await this.store.reset(this.accountKey(email));
  }

  /** One key for every spelling of an address: the account it names (email-identity.ts). */
  private accountKey(email: string): string {
    return `signin:account:${canonicalEmail(email)}`;
  }
}
