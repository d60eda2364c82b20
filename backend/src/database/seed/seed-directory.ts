import { DataSource } from 'typeorm';

/** The read model's triggers (migration 1795550000000), by table. */
const DIRECTORY_TRIGGERS: Record<string, string[]> = {
  profiles: ['directory_profiles_inserted', 'directory_profiles_updated'],
  profile_photos: ['profile_photos_directory_inserted', 'profile_photos_directory_deleted', 'profile_photos_directory_updated'],
  profile_tour_stops: ['profile_tour_stops_directory_inserted', 'profile_tour_stops_directory_deleted', 'profile_tour_stops_directory_updated'],
};

async function setDirectoryTriggers(db: DataSource, enabled: boolean): Promise<void> {
  for (const [table, triggers] of Object.entries(DIRECTORY_TRIGGERS)) {
    for (const trigger of triggers) await db.query(`ALTER TABLE ${table} ${enabled ? 'ENABLE' : 'DISABLE'} TRIGGER ${trigger}`);
  }
}

/**
 * Loads profiles in bulk with the directory's read model switched off, then builds it in one
 * statement: kept row by row, a million profiles took several times as long. Writes made meanwhile
 * by a running app are in the rebuild, which starts once the triggers are back.
 */
export async function withoutDirectoryTriggers(db: DataSource, load: () => Promise<void>): Promise<void> {
  await setDirectoryTriggers(db, false);
  try {
    await load();
  } finally {
    await setDirectoryTriggers(db, true);
    await db.query(`SELECT directory_rebuild()`);
  }
}
