import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
// s3rver ships no type declarations.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => S3rverInstance;

/** An object's path (`/bucket/key`), as the path-style client writes it; a bucket's own requests have one segment. */
function isObjectPath(url: string | undefined): boolean {
  return /^\/[^/?]+\/[^?]+/.test(url ?? '');
}

/**
 * A real S3-protocol server (s3rver) behind a proxy that can hold an object write on cue, so a test
 * can act while a request is part-way through storing its files (its transaction open, waiting).
 */
export class HoldingObjectStore {
  private holding?: { reached: () => void; waiting: Array<() => void> };

  private constructor(
    private readonly upstream: S3rverInstance,
    private readonly proxy: Server,
    private readonly directory: string,
  ) {}

  static async start(): Promise<HoldingObjectStore> {
    const directory = mkdtempSync(join(tmpdir(), 's3rver-held-'));
    const upstream = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, resetOnClose: true });
    const { port } = await upstream.run();
    const store: HoldingObjectStore = new HoldingObjectStore(
      upstream,
      createServer((req, res) => {
        const forward = () => {
          const onward = request({ host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          });
          req.pipe(onward);
        };
        const holding = store.holding;
        if (holding && req.method === 'PUT' && isObjectPath(req.url)) {
          holding.waiting.push(forward);
          holding.reached();
        } else {
          forward();
        }
      }),
      directory,
    );
    await new Promise<void>((resolve) => store.proxy.listen(0, '127.0.0.1', resolve));
    return store;
  }

  /** The address the app is given as S3_ENDPOINT. */
  get url(): string {
    return `http://127.0.0.1:${(this.proxy.address() as AddressInfo).port}`;
  }

  /** Holds every object write from now on; resolves once the first one is waiting. */
  holdWrites(): Promise<void> {
    return new Promise((reached) => (this.holding = { reached, waiting: [] }));
  }

  /** Lets the held writes, and every later one, through. */
  release(): void {
    const waiting = this.holding?.waiting ?? [];
    this.holding = undefined;
    for (const forward of waiting) forward();
  }

  /** Stops answering at once (kept-alive connections too), as a store that went away does. */
  async close(): Promise<void> {
    this.release();
    const closed = new Promise<void>((resolve) => this.proxy.close(() => resolve()));
    this.proxy.closeAllConnections();
    await closed;
    await this.upstream.close();
    rmSync(this.directory, { recursive: true, force: true });
  }
}
