import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { poolOf } from '../common/sql/pg-pool';
import { PublicResponseCache } from '../public-cache/public-response-cache';

/**
 * The app's Prometheus metrics, one registry per app (tests run several apps in one process).
 * Modules with state of their own (the outbox) add gauges through `gauge()`.
 */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();

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

  constructor(@InjectDataSource() db: DataSource, cache: PublicResponseCache) {
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

  /** A gauge read when Prometheus scrapes: `read` sets each labelled value. */
  gauge(name: string, help: string, labelNames: string[], read: (set: (labels: Record<string, string>, value: number) => void) => Promise<void> | void): void {
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

  jobRan(job: string, outcome: 'done' | 'skipped' | 'failed'): void {
    this.jobRuns.inc({ job, outcome });
    if (outcome === 'done') this.jobLastSuccess.set({ job }, Date.now() / 1000);
  }
}
