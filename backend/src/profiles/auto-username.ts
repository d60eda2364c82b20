import { randomInt } from 'node:crypto';

/** Spec §4: the alphanumerics of the email's local part plus a random number below 1000. */
export function autoUsername(email: string, random: number = randomInt(1000)): string {
  const base = email.split('@')[0].replace(/[^A-Za-z0-9]/g, '').slice(0, 27) || 'user';
  return base + String(random).padStart(Math.max(0, 3 - base.length), '0');
}
