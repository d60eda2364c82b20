import { join } from 'node:path';
import { DataSourceOptions } from 'typeorm';
import { DATABASE_POOL_SIZE } from '../config/database-pool';
import { SnakeNamingStrategy } from './snake-naming.strategy';

/** One definition of the connection, shared by the app, the migration CLI, the seed and the tests. */
export function databaseOptions(databaseUrl: string): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    entities: [join(__dirname, '..', '**', '*.entity.{ts,js}')],
    migrations: [join(__dirname, 'migrations', '*.{ts,js}')],
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    extra: { max: DATABASE_POOL_SIZE, connectionTimeoutMillis: 5000 },
  };
}
