import { AsyncLocalStorage } from 'node:async_hooks';

/** The statement limit of the work under way, when it is not the pool's (a scheduled job's). */
const statementLimit = new AsyncLocalStorage<number>();

/**
 * Runs `work` with `limitMs` as the time limit of each of its statements, instead of a request's,
 * on whichever pooled connections it uses (a scheduled job's work, which a busy database may take
 * longer over than a visitor should wait). The pool's client applies it (database/serving-timeouts.ts).
 */
export function withStatementLimit<T>(limitMs: number, work: () => Promise<T>): Promise<T> {
  return statementLimit.run(limitMs, work);
}

/** The limit `withStatementLimit` set for the work under way; undefined: the pool's own. */
export function currentStatementLimit(): number | undefined {
  return statementLimit.getStore();
}
