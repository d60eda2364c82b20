import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { databaseOptions } from './database-options';
import { assertNoInterruptedRestore } from './restore-marker';
import { servingPoolSettings } from './serving-timeouts';

/** Migrations may take minutes on a large table, so they run first on a connection without the serving timeouts. */
async function runPendingMigrations(databaseUrl: string): Promise<void> {
  const migrations = new DataSource(databaseOptions(databaseUrl));
  await migrations.initialize();
  try {
    await assertNoInterruptedRestore(migrations);
    await migrations.runMigrations({ transaction: 'each' });
  } finally {
    await migrations.destroy();
  }
}

@Module({})
export class DatabaseModule {
  static forRoot(config: AppConfig): DynamicModule {
    const databaseUrl = config.databaseUrl;
    if (!databaseUrl) throw new Error('DatabaseModule needs a database URL');
    const options = databaseOptions(databaseUrl);
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => ({ ...options, extra: { ...options.extra, ...servingPoolSettings(config.databaseTimeoutMs) }, retryAttempts: 2 }),
          dataSourceFactory: async (serving) => {
            await runPendingMigrations(databaseUrl);
            return new DataSource(serving!).initialize();
          },
        }),
      ],
    };
  }
}
