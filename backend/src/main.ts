import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { AppModule } from './app.module';
import { configureApp, HTTP_APP_OPTIONS } from './app.setup';
import { HttpDrain } from './common/http/load/http-drain';
import { exitAfterFailure, isStopping, onShutdown, stopAll } from './common/shutdown';
import { keyFileWarning } from './backups/key-file-warning';
import { AppConfig, ConfigError, loadConfig, logFormatOf } from './config/app-config';
import { startEmbeddedPostgres } from './database/embedded-postgres';
import { seedIfEmpty } from './database/seed/seed-on-start';
import { AppLogger, rootLogger, writeStartFailure } from './observability/logging';

/** How long a shutdown waits for the requests it has taken; the rest of the 9 s goes to the outbox, jobs and the database. */
const DRAIN_TIMEOUT_MS = 5_000;

const logger = new Logger('Bootstrap');

/** One line (a JSON line when JSON logs are asked for), after stopping whatever had started; never a stack trace. */
async function fail(message: string, logFormat: AppConfig['logFormat']): Promise<never> {
  await stopAll();
  writeStartFailure(logFormat, `Cannot start: ${message}`);
  process.exit(1);
}

/**
 * Node's own warnings (a deprecation, a file handle closed by the garbage collector) and a crash's
 * stack go through the app's logger too, so with JSON logs every line the process writes is JSON.
 */
function logProcessEvents(): void {
  const processLogger = new Logger('Process');
  process.removeAllListeners('warning');
  process.on('warning', (warning) => processLogger.warn(`${warning.name}: ${warning.message}`));
  process.on('uncaughtException', (error) => {
    processLogger.fatal(`Uncaught error, exiting: ${error.stack ?? String(error)}`);
    process.exit(1);
  });
}

function portProblem(port: number, error: NodeJS.ErrnoException): string {
  if (error.code === 'EADDRINUSE') return `port ${port} is already in use; stop the other program or set PORT to a free port`;
  if (error.code === 'EACCES') return `port ${port} needs more privileges than this user has; set PORT to a port above 1023`;
  return `port ${port} cannot be opened (${error.code ?? error.message}); set PORT to a free port`;
}

/**
 * Tries the port the way app.listen will (all interfaces), before the database starts, migrations
 * run or demo data is seeded, so a busy port costs nothing and says so in one line.
 */
function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => reject(new Error(portProblem(port, error))));
    probe.listen(port, () => probe.close(() => resolve()));
  });
}

async function bootstrap(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    return fail(error instanceof ConfigError ? `invalid setting: ${error.message}` : (error as Error).message, logFormatOf());
  }

  const appLogger = new AppLogger(rootLogger(config));
  Logger.overrideLogger(appLogger);
  logProcessEvents();
  try {
    if (config.port !== 0) await assertPortFree(config.port);
    if (!config.databaseUrl) {
      const embedded = await startEmbeddedPostgres(
        join(config.dataDir, 'postgres'),
        config.embeddedPostgresPort,
        (line) => logger.log(line),
        (reason) => void exitAfterFailure(reason),
      );
      config = { ...config, databaseUrl: embedded.url };
      logger.log(`Embedded PostgreSQL running on 127.0.0.1:${config.embeddedPostgresPort}`);
    }
    // abortOnError off: Nest would otherwise process.abort() on a failed start (a failed migration, say), leaving the embedded database running.
    const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config), { ...HTTP_APP_OPTIONS, logger: appLogger, abortOnError: false });
    const http = new HttpDrain(app.getHttpServer());
    // Registered after the database, so it stops first: HTTP (new connections refused, requests taken answered), workers and jobs, then the pool.
    onShutdown('The site', async () => {
      const { answered, cut } = await http.drain(DRAIN_TIMEOUT_MS);
      logger.log(`Stopped taking requests; answered the ${answered} under way${cut ? `, cut ${cut} still running after ${DRAIN_TIMEOUT_MS / 1000} s` : ''}`);
      await app.close();
      logger.log('Site stopped');
    });
    configureApp(app, config);
    await seedIfEmpty(app, config);
    await app.listen(config.port).catch((error: NodeJS.ErrnoException) => {
      throw error.code ? new Error(portProblem(config.port, error)) : error;
    });
  } catch (error) {
    // A signal during start-up stops everything; the queries it interrupts are not the cause.
    if (isStopping()) return;
    return fail((error as Error).message, config.logFormat);
  }
  logger.log(`Site ready on http://localhost:${config.port} (admin at /admin)`);
  // A key generated by this start lives only on this disk: said loudly, once, so it is copied away before it is needed.
  if (config.generatedSecrets.length) logger.warn(keyFileWarning(config)!);
}

void bootstrap();
