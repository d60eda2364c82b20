import { MigrationInterface, QueryRunner } from 'typeorm';

const LISTED_PREDICATE = 'WHERE (is_active AND (NOT is_deleted))';
const LISTED_AND_RELEASED = `WHERE (is_active AND (NOT is_deleted) AND (withheld_for = '{}'::text[]))`;

/**
 * Moderation (issue 17): a queue of items (a new profile, changed profile text, a new photo), the
 * per-kind pre/post setting, and the two states it drives: a profile withheld from the directory
 * (for review, a takedown or stale photos) and a photo pending review. The directory's partial
 * indexes gain the "not withheld" condition so listing queries keep using them.
 */
export class Moderation1795450100000 implements MigrationInterface {
  name = 'Moderation1795450100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE profiles ADD COLUMN withheld_for text[] NOT NULL DEFAULT '{}' CHECK (withheld_for <@ ARRAY['review', 'takedown', 'stale_photos']::text[])`);
    await db.query(`ALTER TABLE profile_photos ADD COLUMN moderation_state text NOT NULL DEFAULT 'approved' CHECK (moderation_state IN ('pending', 'approved', 'rejected'))`);
    await rewriteListedIndexes(db, LISTED_PREDICATE, LISTED_AND_RELEASED);
    await db.query(`
      CREATE TABLE moderation_settings (
        kind text PRIMARY KEY CHECK (kind IN ('new_profile', 'profile_text', 'photo')),
        mode text NOT NULL CHECK (mode IN ('pre', 'post')),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`INSERT INTO moderation_settings (kind, mode) VALUES ('new_profile', 'pre'), ('profile_text', 'post'), ('photo', 'pre')`);
    await db.query(`
      CREATE TABLE moderation_items (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL CHECK (kind IN ('new_profile', 'profile_text', 'photo')),
        profile_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
        photo_id uuid REFERENCES profile_photos (id) ON DELETE CASCADE,
        held boolean NOT NULL,
        state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'rejected')),
        flag text,
        details jsonb NOT NULL DEFAULT '{}',
        reason text,
        note text CHECK (char_length(note) <= 2000),
        decided_by uuid REFERENCES users (id) ON DELETE SET NULL,
        decided_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((kind = 'photo') = (photo_id IS NOT NULL)),
        CHECK ((state = 'pending') = (decided_at IS NULL)),
        CHECK (state <> 'rejected' OR reason IS NOT NULL)
      )`);
    await db.query(`CREATE INDEX moderation_items_queue_idx ON moderation_items (created_at, id) WHERE state = 'pending'`);
    await db.query(`CREATE INDEX moderation_items_profile_idx ON moderation_items (profile_id, created_at DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE moderation_items`);
    await db.query(`DROP TABLE moderation_settings`);
    await rewriteListedIndexes(db, LISTED_AND_RELEASED, LISTED_PREDICATE);
    await db.query(`ALTER TABLE profile_photos DROP COLUMN moderation_state`);
    await db.query(`ALTER TABLE profiles DROP COLUMN withheld_for`);
  }
}

/** Recreates every partial index on profiles whose predicate is `from` with the predicate `to`. */
async function rewriteListedIndexes(db: QueryRunner, from: string, to: string): Promise<void> {
  const indexes: { indexname: string; indexdef: string }[] = await db.query(`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'profiles' AND schemaname = current_schema()`);
  for (const index of indexes.filter((row) => row.indexdef.endsWith(from))) {
    await db.query(`DROP INDEX ${index.indexname}`);
    await db.query(index.indexdef.slice(0, -from.length) + to);
  }
}
