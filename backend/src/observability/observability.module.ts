import { Global, Injectable, Module, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { LoadShedder, MAX_PER_DATABASE_CONNECTION } from '../common/http/load/load-shedding';
import { DATABASE_POOL_SIZE } from '../config/database-pool';
import { PublicCacheModule } from '../public-cache/public-cache.module';
import { poolOf } from '../common/sql/pg-pool';
import { MetricsController } from './metrics.controller';
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
 * Logs (pino, with the request id of the request being served on every line), metrics (and
 * GET /metrics) and load shedding. The HTTP middleware that uses them is mounted by configureApp (app.setup.ts).
 */
@Global()
@Module({
  imports: [PublicCacheModule],
  controllers: [MetricsController],
  providers: [MetricsService, AppLoadShedder],
  exports: [MetricsService, AppLoadShedder],
})
export class ObservabilityModule {}
