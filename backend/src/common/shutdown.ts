import { Logger } from '@nestjs/common';

/** Ctrl-C, `docker stop` / `kill`, and a closed terminal. */
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
/**
 * A step that hangs must not keep the process alive for ever. Under 10 s, Docker's default grace
 * period before it kills the process (docker-compose.yml gives 15 s to leave a margin).
 */
export const SHUTDOWN_TIMEOUT_MS = 9_000;

interface Step {
  name: string;
  run: () => Promise<void>;
}

const logger = new Logger('Shutdown');
const steps: Step[] = [];
let stopping: Promise<boolean> | undefined;

/**
 * Registers something to stop when the process is asked to stop. The latest registered step runs
 * first, so what is started later (the app) stops before what it depends on (its database).
 */
export function onShutdown(name: string, run: () => Promise<void>): void {
  if (steps.length === 0) {
    for (const signal of STOP_SIGNALS) process.on(signal, () => void stopOnSignal(signal));
  }
  steps.unshift({ name, run });
}

/** Runs every registered step once, in order, even when one fails; true when all stopped cleanly. */
export function stopAll(): Promise<boolean> {
  stopping ??= (async () => {
    let clean = true;
    for (const step of steps) {
      try {
        await step.run();
      } catch (error) {
        clean = false;
        logger.error(`${step.name} did not stop cleanly: ${(error as Error).message}`);
      }
    }
    return clean;
  })();
  return stopping;
}

/** Whether a stop is under way (a start-up step failing then is a consequence, not the cause). */
export function isStopping(): boolean {
  return stopping !== undefined;
}

/** A requested stop that completes cleanly exits with 0; a repeated signal while stopping changes nothing. */
async function stopOnSignal(signal: string): Promise<void> {
  if (isStopping()) return;
  logger.log(`${signal} received, shutting down`);
  setTimeout(() => {
    logger.error(`Shutdown took longer than ${SHUTDOWN_TIMEOUT_MS / 1000} s; exiting`);
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS).unref();
  const clean = await stopAll();
  process.exit(clean ? 0 : 1);
}

/**
 * Something the app cannot run without ended (its embedded PostgreSQL): say why, stop what can be
 * stopped, and exit non-zero so a supervisor starts the whole site again, rather than serving errors.
 */
export async function exitAfterFailure(reason: string): Promise<void> {
  // A stop already under way ends the process itself.
  if (isStopping()) return;
  logger.error(`${reason}; stopping the site`);
  setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
  await stopAll();
  process.exit(1);
}
