import { Inject, Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { randomBytes } from 'node:crypto';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { defaultHashGateLimits, HashGate, hashGateLimits } from './hash-gate';

const COSTS = {
  /**
   * 64 MiB, 3 passes, one lane: one thread per hash, so the hash gate's count of hashes is a count
   * of busy cores (four lanes took every core of a small machine for each hash). Hashes made with
   * the library's four lanes still verify: a hash carries its own parameters.
   */
  standard: { memoryCost: 65536, timeCost: 3, parallelism: 1 },
  /** The smallest argon2 allows (8 KiB, one pass): about 2 ms a hash, for the test suite only. */
  test: { memoryCost: 8, timeCost: 1, parallelism: 1 },
} as const;

/**
 * argon2id at the cost PASSWORD_HASH_PROFILE names (app-config refuses the test cost outside tests).
 * Every hash and verify goes through one HashGate, so a flood of sign-ins queues (then gets 503)
 * instead of taking every thread and the memory of the process.
 */
@Injectable()
export class PasswordHasher {
  private readonly options: argon2.HashOptions;
  /** Verified against when the email is unknown, so a miss costs as much time as a wrong password. */
  private decoy?: Promise<string>;
  private readonly gate: HashGate;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'passwordHashProfile' | 'passwordHashesAtOnce'>) {
    this.options = { type: argon2.argon2id, ...COSTS[config.passwordHashProfile] };
    this.gate = new HashGate(config.passwordHashesAtOnce ? hashGateLimits(config.passwordHashesAtOnce) : defaultHashGateLimits());
  }

  /** Whether a hash asked for now would be let in (see sign-in-refusal.ts). */
  hasRoom(): boolean {
    return this.gate.hasRoom();
  }

  /** A cheap refusal (503) before any other work, when a hash asked for now would be refused anyway. */
  assertRoom(): void {
    this.gate.assertRoom();
  }

  hash(password: string): Promise<string> {
    return this.gate.run(() => argon2.hash(password, this.options));
  }

  /** False for a wrong password or a malformed hash; a full gate's 503 passes through. */
  async verify(hash: string | undefined, password: string): Promise<boolean> {
    const against = hash ?? (await this.decoyHash());
    return this.gate.run(() => argon2.verify(against, password).catch(() => false));
  }

  private decoyHash(): Promise<string> {
    this.decoy ??= argon2.hash(randomBytes(16).toString('hex'), this.options);
    return this.decoy;
  }
}
