import { Agent, request } from 'node:http';
import { seededRandom } from '../database/seed/seed-data';
import { chooser } from './workload';
import { percentile } from './percentile';

/** The sign-in flood: 50 wrong sign-ins at once, each on its own unknown email and address, all the time. */
export const FLOOD_SIGN_INS = 50;
/** Visitors reading the directory while the flood runs, and alone for the baseline. */
const READERS = 10;
/** The flood passes when readers' p95 stays under this many times their baseline p95, with no 500s. */
export const FLOOD_P95_LIMIT = 3;

interface Reply {
  status: number;
  ms: number;
}

function send(agent: Agent, base: URL, method: 'GET' | 'POST', path: string, body?: string, headers: Record<string, string> = {}): Promise<Reply> {
  const started = process.hrtime.bigint();
  const elapsed = () => Number(process.hrtime.bigint() - started) / 1e6;
  return new Promise((resolve) => {
    const req = request({ agent, host: base.hostname, port: base.port, path, method, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: elapsed() }));
      res.on('error', () => resolve({ status: 0, ms: elapsed() }));
    });
    req.on('error', () => resolve({ status: 0, ms: elapsed() }));
    req.end(body);
  });
}

interface ReadFigures {
  p50: number;
  p95: number;
  requests: number;
  /** 500s and broken connections (a 503 with Retry-After is a refusal, counted apart). */
  errors: number;
  /** Answers that were not 200, by status (0: a broken connection). */
  refusals: Map<number, number>;
}

async function read(base: URL, usernames: string[], seconds: number, seed: number): Promise<ReadFigures> {
  const agent = new Agent({ keepAlive: true, maxSockets: READERS });
  const latencies: number[] = [];
  let errors = 0;
  const refusals = new Map<number, number>();
  const deadline = Date.now() + seconds * 1000;
  try {
    await Promise.all(
      Array.from({ length: READERS }, async (_, worker) => {
        const next = chooser(seededRandom(seed + worker), usernames);
        while (Date.now() < deadline) {
          const reply = await send(agent, base, 'GET', next().path);
          latencies.push(reply.ms);
          if (reply.status === 0 || (reply.status >= 500 && reply.status !== 503)) errors += 1;
          if (reply.status !== 200) refusals.set(reply.status, (refusals.get(reply.status) ?? 0) + 1);
        }
      }),
    );
  } finally {
    agent.destroy();
  }
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), requests: latencies.length, errors, refusals };
}

export interface FloodResult {
  seconds: number;
  baseline: ReadFigures;
  during: ReadFigures;
  /** Sign-in answers by status (401 wrong password, 429 slowed down, 503 hash queue full). */
  signIns: Map<number, number>;
}

/**
 * Directory reads alone (the baseline), then the same reads while FLOOD_SIGN_INS clients send
 * wrong sign-ins without pause. Each sign-in names an unknown email from its own address
 * (X-Forwarded-For, believed from loopback), so neither the account nor the address limit stops
 * it before the password hash: the flood reaches argon2 at the production cost.
 */
export async function flood(base: URL, usernames: string[], seconds: number): Promise<FloodResult> {
  const baseline = await read(base, usernames, seconds, 7000);
  const signIns = new Map<number, number>();
  const agent = new Agent({ keepAlive: true, maxSockets: FLOOD_SIGN_INS });
  const deadline = Date.now() + seconds * 1000;
  let sent = 0;
  const attackers = Promise.all(
    Array.from({ length: FLOOD_SIGN_INS }, async (_, worker) => {
      while (Date.now() < deadline) {
        sent += 1;
        const body = JSON.stringify({ email: `flood${worker}.${sent}@example.nz`, password: `wrong-guess-${sent}` });
        const address = `10.${worker}.${(sent >> 8) & 255}.${sent & 255}`;
        const reply = await send(agent, base, 'POST', '/api/auth/signin', body, { 'Content-Type': 'application/json', 'X-Forwarded-For': address });
        signIns.set(reply.status, (signIns.get(reply.status) ?? 0) + 1);
        // A refused client waits a little, as Retry-After asks, instead of spinning.
        if (reply.status === 503) await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }),
  );
  try {
    const during = await read(base, usernames, seconds, 8000);
    await attackers;
    return { seconds, baseline, during, signIns };
  } finally {
    agent.destroy();
  }
}

/** The flood's target: readers' p95 within FLOOD_P95_LIMIT times their baseline, and no 500 or broken connection anywhere. */
function verdict({ baseline, during, signIns }: FloodResult): { ratio: number; errors500: number; passed: boolean } {
  // Without a baseline there is nothing to compare with: that is no pass.
  const ratio = baseline.p95 ? during.p95 / baseline.p95 : Infinity;
  const errors500 = (signIns.get(500) ?? 0) + (signIns.get(0) ?? 0) + baseline.errors + during.errors;
  return { ratio, errors500, passed: ratio <= FLOOD_P95_LIMIT && errors500 === 0 };
}

/** Prints the flood's figures and verdict; a missed target makes the bench exit with code 1, so a script running it fails too. */
export function printFlood(title: string, result: FloodResult): void {
  const { seconds, baseline, during, signIns } = result;
  const row = (name: string, f: ReadFigures) =>
    `${name.padEnd(26)} ${String(f.requests).padStart(8)} ${f.p50.toFixed(1).padStart(8)} ${f.p95.toFixed(1).padStart(8)} ${String(f.errors).padStart(6)}`;
  const { ratio, errors500, passed } = verdict(result);
  console.log(`\n${title}\n${READERS} readers for ${seconds} s alone, then ${seconds} s beside ${FLOOD_SIGN_INS} sign-in clients\n`);
  console.log(`${'directory reads'.padEnd(26)} ${'requests'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'errors'.padStart(6)}`);
  console.log(row('alone (baseline)', baseline));
  console.log(row('during the flood', during));
  const statuses = (counts: Map<number, number>) => [...counts.entries()].sort(([a], [b]) => a - b).map(([status, n]) => `${n} x ${status}`).join(', ') || 'none';
  console.log(`reads not answered 200: alone ${statuses(baseline.refusals)}; during the flood ${statuses(during.refusals)}`);
  console.log(`sign-in answers: ${[...signIns.entries()].sort(([a], [b]) => a - b).map(([status, n]) => `${n} x ${status}`).join(', ')}`);
  console.log(`p95 during / baseline: ${ratio.toFixed(2)} (limit ${FLOOD_P95_LIMIT}); 500s and broken connections: ${errors500}: ${passed ? 'PASS' : 'FAIL'}`);
  if (!passed) process.exitCode = 1;
}
