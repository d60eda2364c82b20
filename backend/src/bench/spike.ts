import { Agent, request } from 'node:http';
import { seededRandom } from '../database/seed/seed-data';
import { processCpuMs } from './cpu';
import { chooser } from './workload';
import { percentile } from './percentile';

/** The spike: four times the usual load, at once, with nothing cached. */
export const SPIKE_CONNECTIONS = 200;
const HEALTH_POLL_MS = 250;
/** What the spike must show: served requests fast, refusals at once, health always answered. */
const SERVED_P99_MS = 2000;
const REFUSED_P99_MS = 100;
const HEALTH_MS = 1000;

interface Reply {
  status: number;
  ms: number;
}

function get(agent: Agent, base: URL, path: string): Promise<Reply> {
  const started = process.hrtime.bigint();
  return new Promise((resolve) => {
    const req = request({ agent, host: base.hostname, port: base.port, path, method: 'GET' }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
      res.on('error', () => resolve({ status: 0, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
    });
    req.on('error', () => resolve({ status: 0, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
    req.end();
  });
}

export interface SpikeResult {
  seconds: number;
  /** Latencies (ms, sorted) of requests answered with what they asked for (2xx, or a 404 for a missing profile). */
  served: number[];
  /** Latencies (ms, sorted) of requests refused by the load shedder (503 with Retry-After). */
  refused: number[];
  /** 500s and broken connections: none is acceptable. */
  errors: number;
  health: { polls: number; green: number; slowestMs: number };
  /** CPU the app's process used during the spike, in ms, when its process id is known. */
  appCpuMs?: number;
}

/**
 * 200 connections on the realistic mix for `seconds`, while a separate client polls /api/health,
 * as a load balancer would. What the spike must show: served requests stay fast (p99 under 2 s),
 * the rest are refused fast, health stays green, nothing answers 500.
 */
export async function spike(base: URL, usernames: string[], seconds: number, appPid?: number): Promise<SpikeResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: SPIKE_CONNECTIONS });
  const healthAgent = new Agent({ keepAlive: true, maxSockets: 1 });
  const result: SpikeResult = { seconds, served: [], refused: [], errors: 0, health: { polls: 0, green: 0, slowestMs: 0 } };
  const deadline = Date.now() + seconds * 1000;
  const cpuAtStart = appPid === undefined ? undefined : processCpuMs(appPid);
  const health = (async () => {
    while (Date.now() < deadline) {
      const reply = await get(healthAgent, base, '/api/health');
      result.health.polls += 1;
      if (reply.status === 200) result.health.green += 1;
      result.health.slowestMs = Math.max(result.health.slowestMs, reply.ms);
      await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
    }
  })();
  try {
    await Promise.all(
      Array.from({ length: SPIKE_CONNECTIONS }, async (_, worker) => {
        const next = chooser(seededRandom(5000 + worker), usernames);
        while (Date.now() < deadline) {
          const reply = await get(agent, base, next().path);
          if (reply.status === 503) result.refused.push(reply.ms);
          else if (reply.status >= 200 && reply.status < 500) result.served.push(reply.ms);
          else result.errors += 1;
        }
      }),
    );
    await health;
    if (cpuAtStart !== undefined) result.appCpuMs = processCpuMs(appPid!) - cpuAtStart;
  } finally {
    agent.destroy();
    healthAgent.destroy();
  }
  result.served.sort((a, b) => a - b);
  result.refused.sort((a, b) => a - b);
  return result;
}

export function printSpike(title: string, { seconds, served, refused, errors, health, appCpuMs }: SpikeResult): void {
  const row = (name: string, l: number[]) =>
    `${name.padEnd(10)} ${String(l.length).padStart(8)} ${(l.length / seconds).toFixed(1).padStart(8)} ${percentile(l, 50).toFixed(1).padStart(8)} ${percentile(l, 95).toFixed(1).padStart(8)} ${percentile(l, 99).toFixed(1).padStart(8)} ${(l.at(-1) ?? 0).toFixed(1).padStart(8)}`;
  console.log(`\n${title}\n${SPIKE_CONNECTIONS} connections for ${seconds} s\n`);
  console.log(`${'answer'.padEnd(10)} ${'requests'.padStart(8)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)}`);
  console.log(row('served', served));
  console.log(row('refused', refused));
  console.log(`500s and broken connections: ${errors}`);
  console.log(`/api/health during the spike: ${health.green} of ${health.polls} polls green, slowest ${health.slowestMs.toFixed(1)} ms`);
  // How much of a core the app got says whether the latencies are its own or the machine's.
  if (appCpuMs !== undefined) {
    console.log(`App CPU: ${(appCpuMs / Math.max(1, served.length + refused.length)).toFixed(3)} ms per answer, ${((100 * appCpuMs) / (seconds * 1000)).toFixed(0)} % of one core`);
  }
  const within = (value: number, limit: number) => `${value <= limit ? 'within' : 'NOT within'} ${limit} ms`;
  console.log(
    `Against the targets: served p99 ${percentile(served, 99).toFixed(1)} ms (${within(percentile(served, 99), SERVED_P99_MS)}), refused p99 ${percentile(refused, 99).toFixed(1)} ms (${within(percentile(refused, 99), REFUSED_P99_MS)}), slowest health ${health.slowestMs.toFixed(1)} ms (${within(health.slowestMs, HEALTH_MS)})`,
  );
}
