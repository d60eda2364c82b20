import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { join } from 'node:path';
import { AppModule } from './app.module';
import { configureApp } from './app.setup';
import { AppConfig, ConfigError, loadConfig } from './config/app-config';
import { EmbeddedPostgres, startEmbeddedPostgres } from './database/embedded-postgres';
import { seedIfEmpty } from './database/seed/seed-on-start';

const logger = new Logger('Bootstrap');

function fail(message: string): never {
  console.error(`Cannot start: ${message}`);
  process.exit(1);
}

async function listen(app: NestExpressApplication, port: number): Promise<void> {
  try {
    await app.listen(port);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new Error(`port ${port} is already in use. Stop the other program or set PORT to a free port.`);
    }
    throw error;
  }
}

async function bootstrap(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    fail(error instanceof ConfigError ? `invalid setting: ${error.message}` : (error as Error).message);
  }

  let embedded: EmbeddedPostgres | undefined;
  if (!config.databaseUrl) {
    embedded = await startEmbeddedPostgres(join(config.dataDir, 'postgres'), config.embeddedPostgresPort, (line) => logger.log(line)).catch(
      (error: Error) => fail(error.message),
    );
    config = { ...config, databaseUrl: embedded.url };
    logger.log(`Embedded PostgreSQL running on 127.0.0.1:${config.embeddedPostgresPort}`);
  }

  let app: NestExpressApplication | undefined;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal} received, shutting down`);
    await app?.close().catch((error) => logger.error(error));
    await embedded?.stop().catch((error) => logger.error(error));
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    app = await NestFactory.create<NestExpressApplication>(AppModule.register(config), { bufferLogs: false });
    configureApp(app, config);
    await seedIfEmpty(app, config);
    await listen(app, config.port);
  } catch (error) {
    await app?.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    fail((error as Error).message);
  }
  logger.log(`Site ready on http://localhost:${config.port} (admin at /admin)`);
}

void bootstrap();
