import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DummyValue, GenerateSql } from '../common/sql/generate-sql';
import { readPreparedRows } from '../common/sql/pg-pool';

/** Every query on daily_picks; who may be picked is the directory's answer. */
@Injectable()
export class DailyPickRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The date's pick (read on every public daily-pick request): undefined when none is stored, null when its profile row is gone. */
  @GenerateSql({ params: [DummyValue.DAY] })
  async findProfileId(date: string): Promise<string | null | undefined> {
    const rows = await readPreparedRows<{ profile_id: string | null }>(this.db, `SELECT profile_id FROM daily_picks WHERE pick_date = $1`, [date]);
    return rows.length ? rows[0].profile_id : undefined;
  }

  /**
   * Stores the pick for the date unless one exists. The primary key on the date makes the first
   * writer win, so concurrent requests and app instances all read back the same pick.
   */
  @GenerateSql({ params: [DummyValue.DAY, DummyValue.PROFILE_ID] })
  async insertIfMissing(date: string, profileId: string): Promise<void> {
    await this.db.query(`INSERT INTO daily_picks (pick_date, profile_id) VALUES ($1, $2) ON CONFLICT (pick_date) DO NOTHING`, [date, profileId]);
  }

  /** Replaces the pick only if it is still the one we saw, so concurrent replacements agree. */
  @GenerateSql({ params: [DummyValue.DAY, DummyValue.PROFILE_ID, null] })
  async replace(date: string, seenProfileId: string | null, profileId: string | null): Promise<void> {
    await this.db.query(
      `UPDATE daily_picks SET profile_id = $3, updated_at = now() WHERE pick_date = $1 AND profile_id IS NOT DISTINCT FROM $2::uuid`,
      [date, seenProfileId, profileId],
    );
  }
}
