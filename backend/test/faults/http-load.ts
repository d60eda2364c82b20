import { Agent, request } from 'node:http';

export interface Answer {
  status: number;
  connection: string | undefined;
  retryAfter: string | undefined;
  ms: number;
  /** When the answer arrived (Date.now()). */
  at: number;
}

export interface LoadResult {
  answers: Answer[];
  /** Requests the server never read: it had stopped listening, or closed the connection before reading (twice in a row). */
  refused: number;
  /** Anything else: an answer that began and did not end, or another error. */
  failures: string[];
}

/** A connection closed before any answer came: the server never read the request. */
class NotTaken extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

function once(agent: Agent, base: URL, path: string): Promise<Answer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = request({ agent, host: base.hostname, port: base.port, path, method: 'GET' }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, retryAfter: res.headers['retry-after'], ms: Date.now() - started, at: Date.now() }),
      );
      // Once an answer has begun, losing the rest is a real failure.
      res.on('error', reject);
      res.on('aborted', () => reject(new Error('answer cut short')));
    });
    req.on('error', (error: NodeJS.ErrnoException) => reject(['ECONNRESET', 'EPIPE', 'ECONNREFUSED'].includes(error.code ?? '') ? new NotTaken(error.code!) : error));
    req.end();
  });
}

/**
 * GETs as a well-behaved HTTP/1.1 client (a browser) does: over kept-alive connections, and once
 * more when the connection was closed before any answer came, which a server that stops does to
 * connections it has not read a request from (RFC 9112 9.3.1: idempotent requests may be repeated).
 */
export async function get(agent: Agent, base: URL, path: string): Promise<Answer> {
  try {
    return await once(agent, base, path);
  } catch (error) {
    if (error instanceof NotTaken && error.code !== 'ECONNREFUSED') return once(agent, base, path);
    throw error;
  }
}

/** `connections` loops of GETs over kept-alive connections until `until()` says stop or the server refuses connections. */
/** `result` fills in as answers arrive, so a caller can wait for the load to be under way. */
export async function keepAliveLoad(
  base: URL,
  connections: number,
  paths: string[],
  until: () => boolean,
  result: LoadResult = { answers: [], refused: 0, failures: [] },
): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  try {
    await Promise.all(
      Array.from({ length: connections }, async (_, lane) => {
        for (let i = lane; !until(); i += 1) {
          try {
            result.answers.push(await get(agent, base, paths[i % paths.length]));
          } catch (error) {
            if (error instanceof NotTaken) result.refused += 1;
            else result.failures.push(`${paths[i % paths.length]}: ${(error as Error).message}`);
            return;
          }
        }
      }),
    );
  } finally {
    agent.destroy();
  }
  return result;
}

/**
 * A POST the server has surely taken (it answered 100 Continue to the headers) whose body goes only
 * when `send()` is called: a request under way for as long as a test needs, as a slow upload is.
 */
export function heldPost(base: URL, path: string, body: string): { taken: Promise<void>; send: () => Promise<Answer> } {
  const started = Date.now();
  const req = request({
    host: base.hostname,
    port: base.port,
    path,
    method: 'POST',
    agent: false,
    headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Expect: '100-continue' },
  });
  const taken = new Promise<void>((resolve) => req.once('continue', () => resolve()));
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, retryAfter: res.headers['retry-after'], ms: Date.now() - started, at: Date.now() }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
  req.flushHeaders();
  return {
    taken,
    send: () => {
      req.end(body);
      return answer;
    },
  };
}
