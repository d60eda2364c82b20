// The journeys' authenticator app: every admin signs in with a second factor. The secrets and recovery
// codes of the accounts enrolled during this run live in one file of the run's data directory, so every journey file
// (each loads its modules afresh) signs the same admins in, whichever journey enrolled them.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generate } from 'otplib';

const PERIOD_SECONDS = 30;

interface Enrolled {
  secret: string;
  /** The newest time step this run has used: the server refuses a code at or before the last it accepted. */
  lastStep: number;
  recoveryCodes: string[];
}

function stateFile(): string {
  return join(process.env.E2E_DATA_DIR!, 'two-factor.json');
}

function readState(): Record<string, Enrolled> {
  return existsSync(stateFile()) ? JSON.parse(readFileSync(stateFile(), 'utf8')) : {};
}

function update(email: string, change: (entry: Enrolled) => void): void {
  const state = readState();
  change(state[email.trim().toLowerCase()]);
  writeFileSync(stateFile(), JSON.stringify(state));
}

export function isEnrolled(email: string): boolean {
  return !!readState()[email.trim().toLowerCase()];
}

const stepNow = () => Math.floor(Date.now() / 1000 / PERIOD_SECONDS);

/** The code of `secret` for a time step, as an authenticator app would show it then. */
export function codeAt(secret: string, step: number): Promise<string> {
  return generate({ secret, epoch: step * PERIOD_SECONDS });
}

/** The first code for a secret the server just handed out; remembers the secret for later sign-ins. */
export async function firstCode(email: string, secret: string): Promise<string> {
  const step = stepNow();
  const state = readState();
  state[email.trim().toLowerCase()] = { secret, lastStep: step, recoveryCodes: [] };
  writeFileSync(stateFile(), JSON.stringify(state));
  return codeAt(secret, step);
}

/** Keeps the recovery codes an enrolment (or a new set) answered, for when no time step is left. */
export function rememberRecoveryCodes(email: string, codes: string[]): void {
  update(email, (entry) => (entry.recoveryCodes = [...codes]));
}

export function recoveryCodesLeft(email: string): number {
  return readState()[email.trim().toLowerCase()]?.recoveryCodes.length ?? 0;
}

/** The code of the current time step, or of the next one (the server allows one step either side), unless this run already used it. */
function unusedCode(email: string): Promise<string> | undefined {
  const entry = readState()[email.trim().toLowerCase()];
  if (!entry) throw new Error(`${email} has not enrolled in two-factor sign-in during this run`);
  const now = stepNow();
  const step = [now, now + 1].find((candidate) => candidate > entry.lastStep);
  if (step === undefined) return undefined;
  update(email, (stored) => (stored.lastStep = step));
  return codeAt(entry.secret, step);
}

const aSecond = () => new Promise((resolve) => setTimeout(resolve, 1000));

/** A second factor the server will accept now: an unused code of the app; else a recovery code; else it waits for a step. */
export async function nextSecondFactor(email: string): Promise<string> {
  for (;;) {
    const code = unusedCode(email);
    if (code) return code;
    const recovery = readState()[email.trim().toLowerCase()].recoveryCodes[0];
    if (recovery) {
      update(email, (stored) => stored.recoveryCodes.shift());
      return recovery;
    }
    await aSecond();
  }
}

/** A code of the app the server will accept now, waiting for a step if need be: new recovery codes take no recovery code. */
export async function nextAuthenticatorCode(email: string): Promise<string> {
  for (;;) {
    const code = unusedCode(email);
    if (code) return code;
    await aSecond();
  }
}

/** Uses up one recovery code on purpose (the journey that signs in with one). */
export function takeRecoveryCode(email: string): string {
  const code = readState()[email.trim().toLowerCase()].recoveryCodes[0];
  update(email, (stored) => stored.recoveryCodes.shift());
  return code;
}

/** Forgets an account whose second factor a superadmin reset: it enrols again at its next sign-in. */
export function forgetEnrolment(email: string): void {
  const state = readState();
  delete state[email.trim().toLowerCase()];
  writeFileSync(stateFile(), JSON.stringify(state));
}
