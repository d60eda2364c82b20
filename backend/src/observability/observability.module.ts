import { Global, Injectable, Module, OnModuleDestroy, RequestMethod } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { LoadShedder, MAX_PER_DATABASE_CONNECTION } from '../common/http/load-shedding';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { DATABASE_POOL_SIZE } from '../config/database-pool';
import { PublicCacheModule } from '../public-cache/public-cache.module';
import { rootLogger } from './logging';
import { poolOf } from '../common/sql/pg-pool';
import { MetricsService } from './metrics.service';

/** The load shedder of this app, stopped with it. */
@Injectable()
export class AppLoadShedder extends LoadShedder implements OnModuleDestroy {
  constructor(@InjectDataSource() db: DataSource, metrics: MetricsService) {
    super(poolOf(db), DATABASE_POOL_SIZE * MAX_PER_DATABASE_CONNECTION, (reason) => metrics.shed.inc({ reason }));
  }

  onModuleDestroy(): void {
    this.stop();
  }
}

/**
 * Logs (pino, with the request id of the request being served on every line), metrics and load
 * shedding. The HTTP middleware that uses them is mounted by configureApp (app.setup.ts).
 */
@Global()
@Module({
  imports: [
    PublicCacheModule,
    LoggerModule.forRootAsync({
      // useExisting: configureApp mounts pino-http first of all; this binds its request logger for Nest's code.
      useFactory: (config: AppConfig) => ({
        pinoHttp: { logger: rootLogger(config) },
        useExisting: true,
        forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
      }),
      inject: [APP_CONFIG],
    }),
  ],
  providers: [MetricsService, AppLoadShedder],
  exports: [MetricsService, AppLoadShedder],
})
export class ObservabilityModule {}
