import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';

/** Linux reports CPU times in /proc in clock ticks of 1/100 s (USER_HZ). */
const TICKS_PER_SECOND = 100;

/** The fields of /proc/PID/stat after the command name: [1] parent, [11] user, [12] system, [13]/[14] ended children's. */
function statOf(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

const ownTicks = (stat: string[]) => Number(stat[11]) + Number(stat[12]);
const toMs = (ticks: number) => (ticks * 1000) / TICKS_PER_SECOND;

/** CPU the process has used so far, in ms. */
export function processCpuMs(pid: number): number {
  const stat = statOf(pid);
  if (!stat) throw new Error(`no process ${pid} to measure`);
  return toMs(ownTicks(stat));
}

/**
 * CPU a PostgreSQL server has used so far, in ms: the postmaster's own, its live backends' and
 * that of the backends that have ended (the postmaster reaped them into its children's times).
 */
export function postgresCpuMs(postmasterPid: number): number {
  const server = statOf(postmasterPid);
  if (!server) throw new Error(`no PostgreSQL server process ${postmasterPid} to measure`);
  let ticks = ownTicks(server) + Number(server[13]) + Number(server[14]);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = statOf(Number(entry));
    if (stat && Number(stat[1]) === postmasterPid) ticks += ownTicks(stat);
  }
  return toMs(ticks);
}

/** The postmaster of a server on this machine, from the postmaster.pid file in its data directory. */
export async function postmasterPidOf(databaseUrl: string): Promise<number> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ data_directory: string }>('SHOW data_directory');
    return Number(readFileSync(join(rows[0].data_directory, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } finally {
    await client.end();
  }
}

/** Where CPU is measured during a pass: the app's process and the database server's processes. */
export interface CpuProbe {
  appPid: number;
  postmasterPid: number;
}

export function cpuNow(probe: CpuProbe): { app: number; postgres: number } {
  return { app: processCpuMs(probe.appPid), postgres: postgresCpuMs(probe.postmasterPid) };
}
