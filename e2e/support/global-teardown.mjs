import { rmSync } from 'node:fs';

/** Stops the app (it stops its embedded PostgreSQL), then removes the run's data folder. */
export default async function globalTeardown() {
  const child = globalThis.__E2E_APP__;
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
  const run = globalThis.__E2E_RUN__;
  if (!run) return;
  run.log.end();
  rmSync(run.dataDir, { recursive: true, force: true });
}
