import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

/** RFC 6238's defaults, which every authenticator app reads: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
/** One step either side of now (±30 s) for clock drift and typing time. */
const TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;

export const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/l/i: codes are read off paper. 31 letters, 10 characters: about 50 bits each. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_CODE = /^[a-hjkmnp-z2-9]{10}$/;

export type SecondFactorCode = { kind: 'totp'; code: string } | { kind: 'recovery'; code: string };

export function newTotpSecret(): string {
  return generateSecret();
}

export function otpauthUri(issuer: string, accountEmail: string, secret: string): string {
  return generateURI({ issuer, label: accountEmail, secret });
}

/**
 * The time step a 6-digit code belongs to (now, one before or one after), or null when it is
 * none of them. The caller refuses a step it has already accepted (replay).
 */
export async function totpStepOf(secret: string, code: string, nowMs = Date.now()): Promise<number | null> {
  const result = await verify({ secret, token: code, epoch: Math.floor(nowMs / 1000), epochTolerance: TOLERANCE_SECONDS });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Ten fresh recovery codes, shown as `xxxxx-xxxxx`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const letters = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${letters.slice(0, 5)}-${letters.slice(5)}`;
  });
}

/** The canonical form a recovery code is hashed in: lower case, without spaces or the hyphen. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

/** What the user typed: a 6-digit code (spaces allowed, as apps show `123 456`), a recovery code, or neither. */
export function readSecondFactorCode(input: string): SecondFactorCode | null {
  const digits = input.replace(/\s/g, '');
  if (/^\d{6}$/.test(digits)) return { kind: 'totp', code: digits };
  const recovery = normaliseRecoveryCode(input);
  return RECOVERY_CODE.test(recovery) ? { kind: 'recovery', code: recovery } : null;
}
