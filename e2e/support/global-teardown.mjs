import { rmSync } from 'node:fs';

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** Stops each app (it stops its embedded PostgreSQL), then removes its data folder. */
export default async function globalTeardown() {
  const apps = globalThis.__E2E_APPS__ ?? [];
  await Promise.all(apps.map((app) => stop(app.child)));
  for (const app of apps) {
    app.log.end();
    rmSync(app.dataDir, { recursive: true, force: true });
  }
}
