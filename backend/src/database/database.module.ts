import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { databaseOptions } from './database-options';

@Module({})
export class DatabaseModule {
  static forRoot(config: AppConfig): DynamicModule {
    if (!config.databaseUrl) throw new Error('DatabaseModule needs a database URL');
    return {
      module: DatabaseModule,
      imports: [TypeOrmModule.forRoot({ ...databaseOptions(config.databaseUrl), migrationsRun: true, retryAttempts: 2 })],
    };
  }
}
