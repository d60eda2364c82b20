import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { DummyValue, GenerateSql } from '../common/sql/generate-sql';
import type { PendingRow } from './event-tally';
import type { DayCounts } from './event-types';

const SALT_BYTES = 32;
const COUNTS = `views, visitors, calls, sms, emails, websites`;
const SUMS = `coalesce(sum(views), 0)::int AS views, coalesce(sum(visitors), 0)::int AS visitors, coalesce(sum(calls), 0)::int AS calls,
  coalesce(sum(sms), 0)::int AS sms, coalesce(sum(emails), 0)::int AS emails, coalesce(sum(websites), 0)::int AS websites`;

export interface DailyRow extends DayCounts {
  day: string;
}

/** profile_daily_stats and analytics_daily_salts: counters and the day's salt, never a visitor. */
@Injectable()
export class AnalyticsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Adds a batch of increments in one statement; rows already there (from any instance) are added to. */
  @GenerateSql({ params: [[{ profileId: DummyValue.PROFILE_ID, day: DummyValue.DAY, views: 1, visitors: 1, calls: 0, sms: 0, emails: 0, websites: 0 }]] })
  async addCounts(rows: PendingRow[]): Promise<void> {
    const column = (key: keyof PendingRow) => rows.map((row) => row[key]);
    await this.db.query(
      `INSERT INTO profile_daily_stats (profile_id, day, ${COUNTS})
       SELECT * FROM unnest($1::uuid[], $2::date[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[], $8::int[])
       ON CONFLICT (profile_id, day) DO UPDATE SET
         views = profile_daily_stats.views + EXCLUDED.views, visitors = profile_daily_stats.visitors + EXCLUDED.visitors,
         calls = profile_daily_stats.calls + EXCLUDED.calls, sms = profile_daily_stats.sms + EXCLUDED.sms,
         emails = profile_daily_stats.emails + EXCLUDED.emails, websites = profile_daily_stats.websites + EXCLUDED.websites`,
      [column('profileId'), column('day'), column('views'), column('visitors'), column('calls'), column('sms'), column('emails'), column('websites')],
    );
  }

  /** One profile's days from `from` to `to` (inclusive) that have a row. */
  @GenerateSql({ params: [DummyValue.PROFILE_ID, DummyValue.DAY, DummyValue.DAY] })
  profileDays(profileId: string, from: string, to: string): Promise<DailyRow[]> {
    return this.db.query(
      `SELECT day::text AS day, ${COUNTS} FROM profile_daily_stats WHERE profile_id = $1 AND day BETWEEN $2 AND $3 ORDER BY day`,
      [profileId, from, to],
    );
  }

  @GenerateSql({ params: [DummyValue.PROFILE_ID, DummyValue.DAY, DummyValue.DAY] })
  async profileTotals(profileId: string, from: string, to: string): Promise<DayCounts> {
    const [row] = await this.db.query(`SELECT ${SUMS} FROM profile_daily_stats WHERE profile_id = $1 AND day BETWEEN $2 AND $3`, [profileId, from, to]);
    return row;
  }

  /** Every profile's counters summed per day. */
  @GenerateSql({ params: [DummyValue.DAY, DummyValue.DAY] })
  siteDays(from: string, to: string): Promise<DailyRow[]> {
    return this.db.query(`SELECT day::text AS day, ${SUMS} FROM profile_daily_stats WHERE day BETWEEN $1 AND $2 GROUP BY day ORDER BY day`, [from, to]);
  }

  @GenerateSql({ params: [DummyValue.DAY] })
  async deleteDaysBefore(day: string): Promise<number> {
    const [, deleted] = await this.db.query(`DELETE FROM profile_daily_stats WHERE day < $1`, [day]);
    return deleted;
  }

  /**
   * The salt of `day`: the first instance to ask creates it, the others read the same one. Salts of
   * earlier days are deleted on the way, so none outlives its day by more than one request.
   */
  @GenerateSql({ params: [DummyValue.DAY] })
  async saltOf(day: string): Promise<Buffer> {
    return this.db.transaction(async (tx) => {
      await tx.query(`DELETE FROM analytics_daily_salts WHERE day < $1`, [day]);
      await tx.query(`INSERT INTO analytics_daily_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING`, [day, randomBytes(SALT_BYTES)]);
      const [row] = await tx.query(`SELECT salt FROM analytics_daily_salts WHERE day = $1`, [day]);
      return row.salt as Buffer;
    });
  }

  @GenerateSql({ params: [DummyValue.DAY] })
  async deleteSaltsBefore(day: string): Promise<void> {
    await this.db.query(`DELETE FROM analytics_daily_salts WHERE day < $1`, [day]);
  }
}
