import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { poolOf } from '../common/sql/pg-pool';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { PublicResponseCache } from '../public-cache/public-response-cache';

/** How often the gauges that read the database are refreshed, in the background, never during a scrape. */
const DATABASE_GAUGES_EVERY_MS = 5_000;
/** A refresh that takes longer fails; the gauges keep their last values meanwhile. */
const DATABASE_GAUGES_TIMEOUT_MS = 2_000;

type GaugeRead = (set: (labels: Record<string, string>, value: number) => void) => Promise<void> | void;

interface DatabaseGauge {
  read: GaugeRead;
  /** The values of the last read that succeeded, by their labels. */
  last: Array<[Record<string, string>, number]>;
}

/**
 * The app's Prometheus metrics, one registry per app (tests run several apps in one process).
 * Modules with state of their own add gauges: `gauge()` for what is in memory, read at each scrape;
 * `databaseGauge()` for what the database counts, read in the background, so a scrape never waits on
 * the database and still answers during an outage (`database_up` then says so).
 */
@Injectable()
export class MetricsService implements OnApplicationBootstrap, OnModuleDestroy {
  readonly registry = new Registry();
  private readonly logger = new Logger('Metrics');
  private readonly databaseGauges: DatabaseGauge[] = [];
  private refreshTimer?: NodeJS.Timeout;
  private refreshing?: Promise<void>;

  readonly databaseUp = new Gauge({
    name: 'database_up',
    help: 'Whether the database answered the last background read of the gauges that count its rows (1) or not (0)',
    registers: [this.registry],
  });

  readonly databaseGaugesRefreshed = new Gauge({
    name: 'database_gauges_refreshed_timestamp_seconds',
    help: 'When the gauges that count database rows were last read successfully (their values are as of then)',
    registers: [this.registry],
  });

  readonly requests = new Counter({
    name: 'http_requests_total',
    help: 'Answered HTTP requests by route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  readonly requestSeconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5],
    registers: [this.registry],
  });

  readonly shed = new Counter({
    name: 'http_requests_shed_total',
    help: 'Requests refused with 503 because this instance was saturated, by what was saturated',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });

  readonly jobRuns = new Counter({
    name: 'scheduled_job_runs_total',
    help: 'Scheduled job runs by outcome (skipped: another instance ran it)',
    labelNames: ['job', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly jobLastSuccess = new Gauge({
    name: 'scheduled_job_last_success_timestamp_seconds',
    help: 'When each scheduled job last finished without error in this instance',
    labelNames: ['job'] as const,
    registers: [this.registry],
  });

  readonly mailFailures = new Counter({
    name: 'mail_send_failures_total',
    help: 'Failed attempts to hand an email to the SMTP server, by what followed (retry or given up)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  constructor(
    @InjectDataSource() db: DataSource,
    cache: PublicResponseCache,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    collectDefaultMetrics({ register: this.registry });
    const pool = poolOf(db);
    const counted: { hit?: number; miss?: number } = {};
    this.gauge('db_pool_connections', 'Database pool connections by state (waiting: requests queued for one)', ['state'], (set) => {
      set({ state: 'total' }, pool.totalCount);
      set({ state: 'idle' }, pool.idleCount);
      set({ state: 'waiting' }, pool.waitingCount);
    });
    new Counter({
      name: 'public_cache_lookups_total',
      help: 'Anonymous listing reads looked up in the public response cache, by result (hit ratio: hit / all)',
      labelNames: ['result'],
      registers: [this.registry],
      collect() {
        // The cache counts; the counter catches up with it at each scrape.
        this.inc({ result: 'hit' }, cache.hits - (counted.hit ?? 0));
        this.inc({ result: 'miss' }, cache.misses - (counted.miss ?? 0));
        Object.assign(counted, { hit: cache.hits, miss: cache.misses });
      },
    });
  }

  /** A gauge read when Prometheus scrapes, from memory: `read` sets each labelled value. */
  gauge(name: string, help: string, labelNames: string[], read: GaugeRead): void {
    new Gauge({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        this.reset();
        await read((labels, value) => this.set(labels, value));
      },
    });
  }

  /** A gauge whose `read` queries the database: read in the background every few seconds, a scrape shows its last values. */
  databaseGauge(name: string, help: string, labelNames: string[], read: GaugeRead): void {
    const gauge: DatabaseGauge = { read, last: [] };
    this.databaseGauges.push(gauge);
    new Gauge({
      name,
      help,
      labelNames,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const [labels, value] of gauge.last) this.set(labels, value);
      },
    });
  }

  /** Only where /metrics is served (METRICS_TOKEN): elsewhere nobody reads the gauges. The first scrape finds them read. */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.metricsToken) return;
    await this.refreshDatabaseGauges();
    this.refreshTimer = setInterval(() => void this.refreshDatabaseGauges(), DATABASE_GAUGES_EVERY_MS).unref();
  }

  /** Lets a refresh under way finish while the database connection is still open. */
  async onModuleDestroy(): Promise<void> {
    clearInterval(this.refreshTimer);
    await this.refreshing;
  }

  /** Reads every database gauge again, within a time limit; on failure they keep their values and database_up is 0. */
  refreshDatabaseGauges(): Promise<void> {
    this.refreshing ??= this.readDatabaseGauges().finally(() => (this.refreshing = undefined));
    return this.refreshing;
  }

  private async readDatabaseGauges(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${DATABASE_GAUGES_TIMEOUT_MS} ms`)), DATABASE_GAUGES_TIMEOUT_MS);
    });
    try {
      const read = await Promise.race([Promise.all(this.databaseGauges.map((gauge) => readAll(gauge.read))), timeout]);
      read.forEach((values, index) => (this.databaseGauges[index].last = values));
      this.databaseUp.set(1);
      this.databaseGaugesRefreshed.set(Date.now() / 1000);
    } catch (error) {
      this.databaseUp.set(0);
      this.logger.warn(`Database gauges not refreshed, their last values kept: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
  }

  jobRan(job: string, outcome: 'done' | 'skipped' | 'failed'): void {
    this.jobRuns.inc({ job, outcome });
    if (outcome === 'done') this.jobLastSuccess.set({ job }, Date.now() / 1000);
  }
}

async function readAll(read: GaugeRead): Promise<Array<[Record<string, string>, number]>> {
  const values: Array<[Record<string, string>, number]> = [];
  await read((labels, value) => values.push([labels, value]));
  return values;
}
