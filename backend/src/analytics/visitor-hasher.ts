import { Injectable } from '@nestjs/common';
import { createHmac, createSecretKey, KeyObject } from 'node:crypto';
import { nzDate } from '../common/time/nz-date';
import { AnalyticsRepository } from './analytics.repository';

/** A request's visitor, as far as counting needs: never stored. */
export interface VisitorTraits {
  ip: string;
  userAgent: string;
}

/** A request's two opaque keys for one profile and day. */
export interface VisitorHashes {
  day: string;
  /** The address and browser: tells repeats of an event apart (two phones behind one router make two views). */
  hash: string;
  /** The address alone: the unique visitor, so changing the User-Agent never makes a new visitor. */
  addressHash: string;
}

/**
 * Turns (IP, User-Agent, profile) into opaque visitor hashes keyed by the New Zealand day's random
 * salt. The salt is held in memory for its day only; a new day brings a new salt, so hashes from
 * different days cannot be linked.
 */
@Injectable()
export class VisitorHasher {
  private current?: { day: string; salt: Promise<KeyObject> };

  constructor(private readonly repository: AnalyticsRepository) {}

  async hash(visitor: VisitorTraits, scope: string, now: Date = new Date()): Promise<VisitorHashes> {
    const day = nzDate(now);
    const salt = await this.saltOf(day);
    const hash = createHmac('sha256', salt).update(`${visitor.ip}\0${visitor.userAgent}\0${scope}`).digest('base64url');
    const addressHash = createHmac('sha256', salt).update(`${visitor.ip}\0${scope}`).digest('base64url');
    return { day, hash, addressHash };
  }

  /** As a key object, made once a day rather than from the bytes for every event. */
  private saltOf(day: string): Promise<KeyObject> {
    if (this.current?.day !== day) {
      const salt = this.repository.saltOf(day).then((bytes) => createSecretKey(bytes));
      this.current = { day, salt };
      // A failed read is asked again by the next event instead of failing every event of the day.
      salt.catch(() => {
        if (this.current?.salt === salt) this.current = undefined;
      });
    }
    return this.current!.salt;
  }
}
