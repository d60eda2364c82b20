import { Injectable } from '@nestjs/common';

/** The time the rate limits see; a seam so tests can move past a lockout without sleeping. */
@Injectable()
export class Clock {
  now(): number {
    return Date.now();
  }
}
