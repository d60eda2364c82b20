// Writes a brotli (.br) and a gzip (.gz) copy beside each text file of a built site, at the highest
// levels (once per build), so the server sends compressed assets without compressing on each request.
// Usage: node scripts/precompress.mjs <dist directory>
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT_FILES = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest']);
/** The server's threshold too: smaller files are sent as they are. */
const THRESHOLD = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (TEXT_FILES.has(extname(entry.name))) yield path;
  }
}

const dist = process.argv[2];
if (!dist) throw new Error('usage: node scripts/precompress.mjs <dist directory>');
let raw = 0;
let brotli = 0;
for (const path of files(dist)) {
  if (statSync(path).size < THRESHOLD) continue;
  const body = readFileSync(path);
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  raw += body.length;
  brotli += br.length;
}
console.log(`precompressed ${dist}: ${Math.round(raw / 1024)} KiB of text, ${Math.round(brotli / 1024)} KiB in brotli`);
