// Mobile Lighthouse (its default: a mid-range phone on a throttled 4G line, simulated) on the public pages
// of the built site, as the server renders them and, in the same run, as the shell the browser renders
// (SERVER_RENDERING=false, the site before it rendered on the server). Prints the medians of each page.
// Usage: npm run lighthouse [-- --runs 3 --visitor returning|first]
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { AGE_VERIFICATION_KEY } from 'contract';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const { freePort } = await import(join(root, 'backend', 'dist', 'common', 'net', 'free-port.js'));
const { runningEmbeddedUrl } = await import(join(root, 'backend', 'dist', 'database', 'embedded-postgres.js'));

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const BUILDS = [
  { name: 'server-rendered', settings: {} },
  { name: 'browser-rendered', settings: { SERVER_RENDERING: 'false' } },
];
const TARGETS = 'performance >= 95, LCP <= 2.0 s, TBT <= 150 ms, CLS <= 0.05, accessibility and SEO 100';

/** Starts the built app as `npm start` runs it, on a free port, logging to `logFile`; resolves once healthy. */
async function startApp(settings, logFile) {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const env = { ...process.env, LOG_FORMAT: 'json', RUN_SCHEDULED_JOBS: 'false', PORT: String(port), PUBLIC_URL: baseUrl, ...settings };
  const child = spawn(process.execPath, [join(root, 'backend', 'dist', 'main.js')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = createWriteStream(logFile);
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  for (const deadline = Date.now() + 180_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error(`The app exited with code ${child.exitCode}; see ${logFile}`);
    if ((await fetch(`${baseUrl}/api/health`).catch(() => undefined))?.ok) return { baseUrl, child };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error(`The app did not become healthy within 3 minutes; see ${logFile}`);
}

async function stopApp(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

/** Home, the directory, Auckland's page and the first profile the directory lists. */
async function pagesToMeasure(baseUrl) {
  const auckland = await (await fetch(`${baseUrl}/api/profiles?region=auckland`)).json();
  if (!auckland.items?.length) throw new Error('The demo data has no profile in Auckland');
  return [
    { name: 'home', path: '/' },
    { name: 'directory', path: '/directory' },
    { name: 'region', path: '/escorts/auckland' },
    { name: 'profile', path: `/profile/${encodeURIComponent(auckland.items[0].username)}` },
  ];
}

/**
 * One Lighthouse run in a fresh browser (an empty cache). A returning visitor has confirmed the age
 * gate: its localStorage key is set from robots.txt, a same-origin address that loads nothing the
 * pages use, and Lighthouse is told not to clear storage (which would clear the key too).
 */
async function measure(url, returning, reportFile) {
  const browser = await puppeteer.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS, headless: true, defaultViewport: null });
  try {
    const page = await browser.newPage();
    if (returning) {
      await page.goto(new URL('/robots.txt', url).toString());
      await page.evaluate((key) => localStorage.setItem(key, 'true'), AGE_VERIFICATION_KEY);
    }
    const flags = { output: ['json', 'html'], logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'seo'], disableStorageReset: returning };
    const result = await lighthouse(url, flags, undefined, page);
    writeFileSync(`${reportFile}.json`, result.report[0]);
    writeFileSync(`${reportFile}.html`, result.report[1]);
    const { categories, audits, runtimeError, environment } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.message}`);
    return {
      performance: categories.performance.score * 100,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      accessibility: categories.accessibility.score * 100,
      seo: categories.seo.score * 100,
      fcp: audits['first-contentful-paint'].numericValue,
      // Lighthouse's CPU benchmark of this machine during the run: its 4x slowdown expects at least 1000.
      benchmark: environment.benchmarkIndex,
    };
  } finally {
    await browser.close();
  }
}

/** Lighthouse asks for another run when its trace went wrong (NO_NAVSTART, seen on a loaded machine): up to three tries. */
async function measureWithRetries(url, returning, reportFile) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(url, returning, reportFile);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`${url}: ${error.message}; again`);
    }
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function misses(m) {
  const missed = [];
  if (m.performance < 95) missed.push('performance');
  if (m.lcp > 2000) missed.push('LCP');
  if (m.tbt > 150) missed.push('TBT');
  if (m.cls > 0.05) missed.push('CLS');
  if (m.accessibility < 100) missed.push('accessibility');
  if (m.seo < 100) missed.push('SEO');
  return missed.length ? `missed: ${missed.join(', ')}` : 'met';
}

function printTable(title, rows) {
  const benchmark = median(rows.flatMap((row) => row.runs.map((run) => run.benchmark)));
  console.log(`\n${title}; Lighthouse's CPU benchmark of the machine: median ${benchmark.toFixed(0)} (it expects 1000 or more)\n`);
  console.log('| page | build | performance | LCP | TBT | CLS | accessibility | SEO | FCP | targets |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const { page, build, runs } of rows) {
    const m = Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));
    const cells = [m.performance.toFixed(0), `${(m.lcp / 1000).toFixed(2)} s`, `${m.tbt.toFixed(0)} ms`, m.cls.toFixed(3), m.accessibility.toFixed(0), m.seo.toFixed(0), `${(m.fcp / 1000).toFixed(2)} s`];
    console.log(`| ${page} | ${build} | ${cells.join(' | ')} | ${misses(m)} |`);
  }
}

async function main() {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, visitor: { type: 'string', default: 'returning' } } });
  const runCount = Number(values.runs);
  if (!['returning', 'first'].includes(values.visitor)) throw new Error('--visitor is returning or first');
  const returning = values.visitor === 'returning';
  const work = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  // Run as root, the embedded PostgreSQL is the postgres user, who must be able to reach DATA_DIR inside.
  chmodSync(work, 0o711);
  const reports = join(work, 'reports');
  mkdirSync(reports);
  const dataDir = join(work, 'data');
  console.log(`Reports and app logs in ${work}; load average ${loadavg().map((load) => load.toFixed(2)).join(', ')}`);
  const apps = [];
  try {
    // The first app starts the embedded PostgreSQL with the demo data; the second shares it, and the photos, by DATA_DIR.
    const embeddedPort = String(await freePort());
    apps.push(await startApp({ ...BUILDS[0].settings, DATA_DIR: dataDir, EMBEDDED_PG_PORT: embeddedPort }, join(work, `${BUILDS[0].name}.log`)));
    const databaseUrl = runningEmbeddedUrl(join(dataDir, 'postgres'));
    apps.push(await startApp({ ...BUILDS[1].settings, DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, join(work, `${BUILDS[1].name}.log`)));
    const pages = await pagesToMeasure(apps[0].baseUrl);
    const rows = pages.flatMap((page) => BUILDS.map((build) => ({ page: `\`${page.path}\``, build: build.name, runs: [] })));
    // Builds and pages take turns run by run, so a busy minute of a shared machine falls on all of them alike.
    for (let run = 1; run <= runCount; run += 1) {
      for (const [p, page] of pages.entries()) {
        for (const [b, build] of BUILDS.entries()) {
          const result = await measureWithRetries(apps[b].baseUrl + page.path, returning, join(reports, `${page.name}-${build.name}-${values.visitor}-${run}`));
          rows[p * BUILDS.length + b].runs.push(result);
          console.log(`run ${run}, ${page.path}, ${build.name}: performance ${result.performance.toFixed(0)}, LCP ${(result.lcp / 1000).toFixed(2)} s`);
        }
      }
    }
    const who = returning ? 'a returning visitor, who confirmed the age gate' : 'a first-time visitor, the age gate over the page';
    printTable(`Mobile Lighthouse, medians of ${runCount} runs, as ${who} (targets: ${TARGETS}); load average ${loadavg()[0].toFixed(2)}`, rows);
  } finally {
    // The second app first: the first owns the embedded PostgreSQL the second uses.
    for (const app of apps.reverse()) await stopApp(app.child);
    // The reports and logs stay to be read; the demo database and photos are only this run's.
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
