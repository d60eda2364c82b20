import { createServer, request, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { sendWhole } from './send-whole';

const SIZE = 3000;

/** A file read in `parts` chunks `gapMs` apart, its end reported `gapMs` after the last: a busy thread pool's pace. */
function slowFile(parts: number, gapMs: number): Readable {
  const chunks = Array.from({ length: parts }, () => Buffer.alloc(SIZE / parts, 7));
  let waiting = false;
  return new Readable({
    read() {
      if (waiting) return;
      waiting = true;
      setTimeout(() => {
        waiting = false;
        this.push(chunks.shift() ?? null);
      }, gapMs);
    },
  });
}

/** Serves the file once and resolves what sendWhole said; the client hangs up once it holds `readBytes`. */
async function download(file: Readable, readBytes: number): Promise<boolean> {
  let said!: Promise<boolean>;
  const server: Server = createServer((_req, res) => {
    res.setHeader('Content-Length', String(SIZE));
    said = sendWhole(file, SIZE, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => {
    request({ host: '127.0.0.1', port, path: '/' }, (res) => {
      let received = 0;
      res.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received < readBytes) return;
        res.socket.destroy();
        resolve();
      });
    }).end();
  });
  const result = await said;
  await new Promise((resolve) => server.close(resolve));
  return result;
}

describe('sendWhole', () => {
  it('counts a download as whole when the browser hangs up holding every byte, before the file has reported its end', async () => {
    expect(await download(slowFile(1, 200), SIZE)).toBe(true);
  });

  it('counts it as cut short when the browser hangs up part way', async () => {
    expect(await download(slowFile(3, 100), SIZE / 3)).toBe(false);
  });
});
