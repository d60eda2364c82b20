import { Logger, OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { GenerateSql } from '../../common/sql/generate-sql';
import { Clock } from './clock';
import { RateLimitStore, WindowCount } from './rate-limit.store';

interface CounterRow {
  hits: number;
  reset_at: number;
  last_hit_at: number;
}

const AS_EPOCH_MS = `hits, round(extract(epoch FROM reset_at) * 1000)::float8 AS reset_at, round(extract(epoch FROM last_hit_at) * 1000)::float8 AS last_hit_at`;

function toWindow(row: CounterRow): WindowCount {
  return { count: row.hits, resetAt: row.reset_at, lastHitAt: row.last_hit_at };
}

/**
 * Counters in PostgreSQL, shared by every instance on the database. Each hit is one upsert, so
 * concurrent hits from any instance are counted exactly. Times come from the app's Clock, like the
 * in-memory store; expired rows are swept every minute.
 */
export class PostgresRateLimitStore extends RateLimitStore implements OnModuleDestroy {
  private readonly logger = new Logger('RateLimits');
  private readonly sweeper = setInterval(() => void this.sweep(), 60_000).unref();

  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {
    super();
  }

  @GenerateSql({ params: ['sign-in:someone', 60_000] })
  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const [row]: CounterRow[] = await this.db.query(
      `INSERT INTO rate_limit_counters AS c (key, hits, reset_at, last_hit_at)
       VALUES ($1, 1, to_timestamp(($2::bigint + $3::bigint) / 1000.0), to_timestamp($2::bigint / 1000.0))
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN c.reset_at <= EXCLUDED.last_hit_at THEN 1 ELSE c.hits + 1 END,
         reset_at = CASE WHEN c.reset_at <= EXCLUDED.last_hit_at THEN EXCLUDED.reset_at ELSE c.reset_at END,
         last_hit_at = EXCLUDED.last_hit_at
       RETURNING ${AS_EPOCH_MS}`,
      [key, this.clock.now(), windowMs],
    );
    return toWindow(row);
  }

  @GenerateSql({ params: ['sign-in:someone'] })
  async peek(key: string): Promise<WindowCount | undefined> {
    const [row]: CounterRow[] = await this.db.query(
      `SELECT ${AS_EPOCH_MS} FROM rate_limit_counters WHERE key = $1 AND reset_at > to_timestamp($2::bigint / 1000.0)`,
      [key, this.clock.now()],
    );
    return row ? toWindow(row) : undefined;
  }

  @GenerateSql({ params: ['sign-in:someone'] })
  async reset(key: string): Promise<void> {
    await this.db.query(`DELETE FROM rate_limit_counters WHERE key = $1`, [key]);
  }

  @GenerateSql()
  async clear(): Promise<void> {
    await this.db.query(`DELETE FROM rate_limit_counters`);
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }

  /** Idempotent, so every instance sweeping at once does no harm. */
  private async sweep(): Promise<void> {
    try {
      await this.db.query(`DELETE FROM rate_limit_counters WHERE reset_at <= to_timestamp($1::bigint / 1000.0)`, [this.clock.now()]);
    } catch (error) {
      this.logger.warn(`Sweeping expired rate-limit counters failed: ${(error as Error).message}`);
    }
  }
}
