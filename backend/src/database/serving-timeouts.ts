import { Client } from 'pg';

/**
 * How long a request may wait on PostgreSQL, so that a database that is down, restarting, frozen
 * or too slow is answered with a quick 503 instead of a long wait: waiting for a pooled connection
 * or opening one, one statement on a live server, and one statement on a server that stopped
 * answering at all. Migrations, the seed and the CLIs use databaseOptions() without these.
 */
const READ_TIMEOUT_MESSAGE = 'Query read timeout';

/**
 * pg's query_timeout stops waiting for an answer but leaves the statement running on the
 * connection: the pool would hand that connection to the next request, whose statements would
 * queue behind it, or run inside a transaction that was never rolled back. This client closes its
 * connection instead, so the pool drops it and the next request gets a clean one.
 */
export class ClosingOnTimeoutClient extends Client {
  override query(...args: unknown[]): never {
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    if (result instanceof Promise) result.catch((error: Error) => this.closeAfterTimeout(error));
    return result as never;
  }

  private closeAfterTimeout(error: Error): void {
    if (error?.message !== READ_TIMEOUT_MESSAGE) return;
    (this as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
  }
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
    query_timeout: timeoutMs + 300,
    // A transaction left open by a stuck process must not keep its row locks for ever.
    idle_in_transaction_session_timeout: 30_000,
  };
}
