import { AsyncLocalStorage } from 'node:async_hooks';
import { Client } from 'pg';

export interface CapturedStatement {
  text: string;
  values: unknown[];
  /** PostgreSQL's SQLSTATE when the statement failed. */
  errorCode?: string;
  errorMessage?: string;
}

type QueryArgs = [unknown, ...unknown[]];
type Callback = (error: (Error & { code?: string }) | null, result?: unknown) => void;

const recording = new AsyncLocalStorage<CapturedStatement[]>();
let installed = false;

function failed(statement: CapturedStatement, error: (Error & { code?: string }) | null | undefined): void {
  if (!error) return;
  statement.errorCode = error.code;
  statement.errorMessage = error.message;
}

/**
 * Wraps pg's Client#query, under every pool, TypeORM and the app's own clients, so that statements sent
 * inside captureSql are recorded with their bound values. Only the query snapshot tools install it (the
 * app never does); outside captureSql it passes straight through.
 */
export function installSqlCapture(): void {
  if (installed) return;
  installed = true;
  const original = Client.prototype.query as (...args: unknown[]) => unknown;
  Client.prototype.query = function capturingQuery(this: Client, ...args: QueryArgs) {
    const statements = recording.getStore();
    const [config, second] = args;
    const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
    if (!statements || typeof text !== 'string') return original.apply(this, args);
    const values = Array.isArray(second) ? second : ((config as { values?: unknown[] }).values ?? []);
    const statement: CapturedStatement = { text, values };
    statements.push(statement);
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as Callback;
      args[last] = ((error, result) => {
        failed(statement, error);
        callback(error, result);
      }) satisfies Callback;
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result instanceof Promise) result.catch((error) => failed(statement, error));
    return result;
  } as typeof Client.prototype.query;
}

/** Runs `work`, recording every statement it sends (its own and those of whatever it awaits), and whether it threw. */
export async function captureSql(work: () => Promise<unknown>): Promise<{ statements: CapturedStatement[]; error?: Error }> {
  const statements: CapturedStatement[] = [];
  try {
    await recording.run(statements, work);
    return { statements };
  } catch (error) {
    return { statements, error: error as Error };
  }
}
