import { Client } from 'pg';
import { currentStatementLimit } from '../common/sql/statement-limit';

/**
 * How long a request may wait on PostgreSQL, so that a database that is down, restarting, frozen
 * or too slow is answered with a quick 503 instead of a long wait: waiting for a pooled connection
 * or opening one, one statement on a live server, and one statement on a server that stopped
 * answering at all. Migrations, the seed and the CLIs use databaseOptions() without these.
 */
const READ_TIMEOUT_MESSAGE = 'Query read timeout';
/** A server that stopped answering gets this long past a statement's own limit before its connection is dropped. */
const READ_TIMEOUT_MARGIN_MS = 300;

type QueryConfig = { text?: string; query_timeout?: number; submit?: unknown };

/**
 * pg's query_timeout stops waiting for an answer but leaves the statement running on the
 * connection: the pool would hand that connection to the next request, whose statements would
 * queue behind it, or run inside a transaction that was never rolled back. This client closes its
 * connection instead, so the pool drops it and the next request gets a clean one.
 */
export class ClosingOnTimeoutClient extends Client {
  /** The session's statement_timeout as this client last set it; undefined: the pool's, from the connection settings. */
  private sessionLimitMs?: number;

  override query(...args: unknown[]): never {
    const limitMs = currentStatementLimit();
    if (limitMs !== undefined) args[0] = withReadTimeout(args[0], limitMs + READ_TIMEOUT_MARGIN_MS);
    // A cursor or stream is returned as it is sent, so it keeps the session's limit (the app uses none).
    if (limitMs === this.sessionLimitMs || isSubmittable(args[0])) return this.send(args);
    // Set before the statement; a pooled connection changes hands between transactions, never inside one.
    this.sessionLimitMs = limitMs;
    const set = this.send([limitMs === undefined ? 'RESET statement_timeout' : `SET statement_timeout = ${Math.trunc(limitMs)}`]) as Promise<unknown>;
    const callback = args[args.length - 1];
    const failed = (error: Error) => {
      this.sessionLimitMs = Number.NaN;
      throw error;
    };
    if (typeof callback !== 'function') return set.then(() => this.send(args), failed) as never;
    set.then(
      () => this.send(args),
      (error: Error) => callback(error),
    );
    return undefined as never;
  }

  private send(args: unknown[]): never {
    const result = (super.query as (...a: unknown[]) => unknown).apply(this, args);
    if (result instanceof Promise) result.catch((error: Error) => this.closeAfterTimeout(error));
    return result as never;
  }

  private closeAfterTimeout(error: Error): void {
    if (error?.message !== READ_TIMEOUT_MESSAGE) return;
    (this as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
  }
}

function isSubmittable(statement: unknown): boolean {
  return typeof (statement as QueryConfig)?.submit === 'function';
}

/** The statement's own read timeout (pg reads it from the statement's config), unless it has one. */
function withReadTimeout(statement: unknown, timeoutMs: number): unknown {
  if (typeof statement === 'string') return { text: statement, query_timeout: timeoutMs };
  const config = statement as QueryConfig;
  if (isSubmittable(config)) {
    config.query_timeout ??= timeoutMs;
    return config;
  }
  return { ...config, query_timeout: config?.query_timeout ?? timeoutMs };
}

/**
 * Pool settings (TypeORM's `extra`) for the running app, from DATABASE_TIMEOUT_MS (default 1200):
 * a connection within 200 ms less, a statement within it, and a server that stopped answering
 * given 300 ms more, so the 503 leaves within 2 s.
 */
export function servingPoolSettings(timeoutMs: number) {
  return {
    Client: ClosingOnTimeoutClient,
    connectionTimeoutMillis: timeoutMs - 200,
    statement_timeout: timeoutMs,
    query_timeout: timeoutMs + READ_TIMEOUT_MARGIN_MS,
    // A transaction left open by a stuck process must not keep its row locks for ever.
    idle_in_transaction_session_timeout: 30_000,
  };
}
