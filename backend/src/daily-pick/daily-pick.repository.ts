import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { queryProfileCards } from '../profiles/profile-cards.loader';
import { ProfileCard } from '../profiles/profile.mapper';

/** Who may be picked (spec §4): active, not deleted, and premium or verified. */
const ELIGIBLE_SQL = `SELECT id FROM profiles
  WHERE is_active AND NOT is_deleted AND (subscription_tier = 'premium' OR is_verified)
  ORDER BY random() LIMIT 1`;

export interface StoredPick {
  profileId: string | null;
  /** Whether that profile may still be shown (not paused or deleted since it was picked). */
  live: boolean;
}

@Injectable()
export class DailyPickRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The card of the date's pick when it is still active and not deleted; empty otherwise. */
  findLiveCard(date: string): Promise<ProfileCard[]> {
    return queryProfileCards(
      this.db.manager,
      `SELECT d.profile_id AS id FROM daily_picks d JOIN profiles p ON p.id = d.profile_id
        WHERE d.pick_date = $1 AND p.is_active AND NOT p.is_deleted`,
      [date],
      'p.id',
    );
  }

  async findForDate(date: string): Promise<StoredPick | undefined> {
    const rows: { profile_id: string | null; live: boolean | null }[] = await this.db.query(
      `SELECT d.profile_id, (p.is_active AND NOT p.is_deleted) AS live
         FROM daily_picks d LEFT JOIN profiles p ON p.id = d.profile_id
        WHERE d.pick_date = $1`,
      [date],
    );
    return rows[0] ? { profileId: rows[0].profile_id, live: rows[0].live === true } : undefined;
  }

  /**
   * Stores a random pick for the date unless one exists. The primary key on the date makes the
   * first writer win, so concurrent requests and app instances all read back the same pick.
   */
  async insertIfMissing(date: string): Promise<void> {
    await this.db.query(
      `INSERT INTO daily_picks (pick_date, profile_id) SELECT $1::date, id FROM (${ELIGIBLE_SQL}) candidate
       ON CONFLICT (pick_date) DO NOTHING`,
      [date],
    );
  }

  /** Replaces the pick only if it is still the one we saw, so concurrent replacements agree. */
  async replace(date: string, seenProfileId: string | null): Promise<void> {
    await this.db.query(
      `UPDATE daily_picks SET profile_id = (${ELIGIBLE_SQL}), updated_at = now()
        WHERE pick_date = $1 AND profile_id IS NOT DISTINCT FROM $2::uuid`,
      [date, seenProfileId],
    );
  }
}
