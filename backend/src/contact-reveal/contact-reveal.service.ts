import type { ContactField } from 'contract';
import { Inject, Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { RateLimiter } from '../auth/rate-limit/rate-limiter';
import { TooManyRequestsException } from '../common/errors/app.exception';
import { APP_CONFIG } from '../config/config.module';
import { CONTACT_REVEALED, ContactRevealedEvent } from '../events/profile-events';
import type { AppConfig } from '../config/app-config';
import { ProfilesService } from '../profiles/profiles.service';
import { CONTACT_REVEAL_MESSAGES, ContactRevealErrorCode, ContactRevealException } from './contact-reveal.exception';

/** Who is reading, for analytics only: their browser (bots are not counted) and their account (owners and admins are not). */
export interface RevealReader {
  userAgent: string;
  viewerUserId: string | undefined;
}
const FIELDS: readonly ContactField[] = ['phone', 'email', 'website'];
const MINUTE = 60_000;

/** A token lets one browser reveal one profile's details for five minutes. */
export const CONTACT_TOKEN_SECONDS = 300;
/**
 * Reveals per address: a visitor reads a few profiles a minute, a scraper hundreds. Per profile: a
 * scraper rotating addresses still cannot drain one advertiser's number at speed.
 */
export const REVEAL_LIMITS = {
  perAddress: { max: 8, windowMs: MINUTE, message: 'Too many contact requests from your network.' },
  perProfile: { max: 60, windowMs: MINUTE, message: 'Too many contact requests for this profile.' },
  tokensPerAddress: { max: 30, windowMs: MINUTE, message: 'Too many contact requests from your network.' },
} as const;

/**
 * Phone, email and website are never in the listing, the profile JSON or the page: the page asks for
 * a token (which needs the visitor cookie and the age-gate header), then reveals one field with it.
 */
@Injectable()
export class ContactRevealService {
  private readonly key: Buffer;

  constructor(
    private readonly profiles: ProfilesService,
    private readonly limiter: RateLimiter,
    private readonly events: EventEmitter2,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.key = createHmac('sha256', config.jwtSecret).update('contact-reveal').digest();
  }

  async issueToken(username: string, visitor: string, ip: string, now: number = Date.now()): Promise<{ token: string; expires_in: number }> {
    await this.limit(`contact-token:ip:${ip}`, REVEAL_LIMITS.tokensPerAddress);
    const { id } = await this.profiles.contactOf(username);
    const expires = Math.floor(now / 1000) + CONTACT_TOKEN_SECONDS;
    return { token: `${expires}.${this.sign(id, visitor, expires)}`, expires_in: CONTACT_TOKEN_SECONDS };
  }

  /**
   * One field, with a token of this browser for this profile. A detail that is there counts as a
   * contact tap in the owner's analytics (through CONTACT_REVEALED: analytics decides what counts).
   */
  async reveal(
    username: string,
    field: unknown,
    token: unknown,
    visitor: string,
    ip: string,
    now: number = Date.now(),
    reader: RevealReader = { userAgent: '', viewerUserId: undefined },
  ): Promise<{ field: ContactField; value: string | null }> {
    if (!FIELDS.includes(field as ContactField)) throw new ContactRevealException(ContactRevealErrorCode.BadContactField, CONTACT_REVEAL_MESSAGES.badContactField);
    await this.limit(`contact-reveal:ip:${ip}`, REVEAL_LIMITS.perAddress);
    const contact = await this.profiles.contactOf(username);
    if (!this.valid(token, contact.id, visitor, now)) throw new ContactRevealException(ContactRevealErrorCode.ContactToken, CONTACT_REVEAL_MESSAGES.contactToken);
    await this.limit(`contact-reveal:profile:${contact.id}`, REVEAL_LIMITS.perProfile);
    const value = contact[field as ContactField];
    if (value) {
      const revealed = new ContactRevealedEvent(contact.id, contact.userId, field as ContactField, { ip, userAgent: reader.userAgent }, reader.viewerUserId, new Date(now));
      await this.events.emitAsync(CONTACT_REVEALED, revealed);
    }
    return { field: field as ContactField, value };
  }

  private sign(profileId: string, visitor: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${profileId}|${visitor}|${expires}`).digest('base64url');
  }

  /** Expired, for another profile or browser, or forged: all the same refusal. */
  private valid(token: unknown, profileId: string, visitor: string, now: number): boolean {
    if (typeof token !== 'string') return false;
    const [expiresText, signature] = token.split('.');
    const expires = Number(expiresText);
    if (!Number.isInteger(expires) || expires * 1000 < now || !signature) return false;
    const expected = Buffer.from(this.sign(profileId, visitor, expires));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private async limit(key: string, limit: { max: number; windowMs: number; message: string }): Promise<void> {
    const wait = await this.limiter.hit(key, limit);
    if (wait) throw new TooManyRequestsException(`${limit.message} Please try again in ${wait} second${wait === 1 ? '' : 's'}.`, wait);
  }
}
