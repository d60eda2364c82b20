import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// Spec quality bar: the JavaScript a first visit to / must download before the page works stays
// under 150 kB gzipped; every other screen is its own chunk. Measured on the production build
// (`npm run build`), which the e2e run always follows.

const DIST = join(__dirname, '..', 'frontend', 'dist');
const BUDGET_BYTES = 150 * 1000;

/** Files a module imports statically (import ... from, export ... from, bare import); not import(). */
function staticImports(code: string): string[] {
  const specifiers = [...code.matchAll(/\bfrom\s*["']([^"']+\.js)["']/g), ...code.matchAll(/\bimport\s*["']([^"']+\.js)["']/g)];
  return specifiers.map((match) => match[1]);
}

/** The entry script and its modulepreloads, then everything they import statically, as dist paths. */
function initialScripts(): string[] {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const entries = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1].replace(/^\//, ''));
  expect(entries.length).toBeGreaterThan(0);
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(DIST, file), 'utf8');
    for (const specifier of staticImports(code)) {
      const dependency = join(file, '..', specifier);
      if (existsSync(join(DIST, dependency))) queue.push(dependency);
    }
  }
  return [...seen];
}

describe('bundle budget', () => {
  it('keeps the initial JavaScript for / under 150 kB gzipped', () => {
    const files = initialScripts().map((file) => ({ file, gzipped: gzipSync(readFileSync(join(DIST, file))).length }));
    const total = files.reduce((sum, { gzipped }) => sum + gzipped, 0);
    const lines = files.map(({ file, gzipped }) => `  ${file}: ${(gzipped / 1000).toFixed(1)} kB`);
    console.log(`Initial JavaScript for /: ${(total / 1000).toFixed(1)} kB gzipped (budget ${BUDGET_BYTES / 1000} kB)\n${lines.join('\n')}`);
    expect(files.map(({ file }) => file)).toContainEqual(expect.stringMatching(/^assets\/index-.+\.js$/));
    // Routes are split: the heavier screens are not part of the first download.
    expect(files.filter(({ file }) => /(Directory|ProfileView|ProfileEditor|SignUp)Page/.test(file))).toEqual([]);
    expect(total).toBeLessThan(BUDGET_BYTES);
  });
});
