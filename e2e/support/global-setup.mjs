// Starts the built site exactly as `npm start` runs it, on free ports with its own data
// directory, so the journeys click through the real app with the seeded demo data.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));
// From the built backend the journeys start anyway.
const { freePort } = await import(join(root, 'backend', 'dist', 'common', 'net', 'free-port.js'));

async function waitForHealth(url, child, deadline) {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app exited with code ${child.exitCode}; see e2e/artifacts/app*.log`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('The app did not become healthy within 3 minutes; see e2e/artifacts/app*.log');
}

/** Starts one app with its own ports, data directory (database, photos, mail) and log. */
async function startApp(number, artifacts) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'directory-e2e-'));
  const log = createWriteStream(join(artifacts, number === 1 ? 'app.log' : `app-${number}.log`));
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(await freePort()),
    JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e',
    PUBLIC_URL: `http://localhost:${port}`,
    // Journeys sign up many accounts; a loaded CI machine can take seconds over a query.
    PASSWORD_HASH_PROFILE: 'test',
    DATABASE_TIMEOUT_MS: '20000',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [join(root, 'backend', 'dist', 'main.js')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  return { number, child, dataDir, log, baseUrl: `http://localhost:${port}` };
}

/**
 * One app per jest worker, so journeys in different workers never see each other's accounts, likes
 * or mail; each worker reads its own app's address (support/worker-app.cjs).
 */
export default async function globalSetup(globalConfig) {
  const artifacts = join(root, 'e2e', 'artifacts');
  mkdirSync(artifacts, { recursive: true });
  const apps = [];
  for (let number = 1; number <= Math.max(1, globalConfig.maxWorkers); number += 1) apps.push(await startApp(number, artifacts));
  globalThis.__E2E_APPS__ = apps;
  const deadline = Date.now() + 180_000;
  await Promise.all(apps.map((app) => waitForHealth(app.baseUrl, app.child, deadline)));
  for (const app of apps) {
    process.env[`E2E_BASE_URL_${app.number}`] = app.baseUrl;
    process.env[`E2E_DATA_DIR_${app.number}`] = app.dataDir;
  }
}
