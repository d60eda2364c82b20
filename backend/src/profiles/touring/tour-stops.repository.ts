import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { DummyValue, GenerateSql, MANAGER } from '../../common/sql/generate-sql';
import { readPreparedRows } from '../../common/sql/pg-pool';

export interface TourStopRow {
  id: string;
  town: string;
  region: string;
  first_day: string;
  last_day: string;
}

const COLUMNS = `id, town, region, first_day::text AS first_day, last_day::text AS last_day`;

/** profile_tour_stops, owned by the profiles module: an advertiser's tour stops. */
@Injectable()
export class TourStopsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The stops that have not ended by `today` (current and future), soonest first. */
  @GenerateSql({ params: [DummyValue.PROFILE_ID, DummyValue.DAY] })
  upcoming(profileId: string, today: string, manager?: EntityManager): Promise<TourStopRow[]> {
    return readPreparedRows(this.db, `SELECT ${COLUMNS} FROM profile_tour_stops WHERE profile_id = $1 AND last_day >= $2::date ORDER BY first_day, last_day, id`, [profileId, today], manager);
  }

  /** Stops that ended before `today` are kept by nobody: the owner's next change removes them. */
  @GenerateSql({ params: [MANAGER, DummyValue.PROFILE_ID, DummyValue.DAY] })
  async deleteEnded(manager: EntityManager, profileId: string, today: string): Promise<void> {
    await manager.query(`DELETE FROM profile_tour_stops WHERE profile_id = $1 AND last_day < $2::date`, [profileId, today]);
  }

  @GenerateSql({ params: [MANAGER, DummyValue.PROFILE_ID, { town: 'Hamilton', region: 'waikato', first_day: DummyValue.DAY, last_day: DummyValue.DAY }] })
  async insert(manager: EntityManager, profileId: string, stop: Omit<TourStopRow, 'id'>): Promise<void> {
    await manager.query(`INSERT INTO profile_tour_stops (profile_id, town, region, first_day, last_day) VALUES ($1, $2, $3, $4::date, $5::date)`, [
      profileId,
      stop.town,
      stop.region,
      stop.first_day,
      stop.last_day,
    ]);
  }

  /** True when the profile had that stop and it is gone. */
  @GenerateSql({ params: [DummyValue.PROFILE_ID, DummyValue.UUID] })
  async delete(profileId: string, stopId: string): Promise<boolean> {
    const [, deleted] = await this.db.query(`DELETE FROM profile_tour_stops WHERE id = $1 AND profile_id = $2`, [stopId, profileId]);
    return deleted > 0;
  }
}
