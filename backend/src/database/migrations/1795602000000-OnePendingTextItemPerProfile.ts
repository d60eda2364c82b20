import { MigrationInterface, QueryRunner } from 'typeorm';

/** The reviewed text fields as this migration found them (profile column = field name). */
const TEXT_FIELDS = ['full_name', 'bio', 'services', 'location', 'website', 'email'];

interface PendingRow {
  id: string;
  profile_id: string;
  kind: 'new_profile' | 'profile_text';
  held: boolean;
  flag: string | null;
  details: { text?: Record<string, string>; photo_urls?: string[]; photo_ids?: string[]; match?: unknown; rules?: string[]; username: string; full_name: string };
  created_at: Date;
  profile: Record<string, string | null>;
}

/**
 * A newer edit of a profile's text replaces the item still waiting instead of queuing a second one, so a moderator
 * always decides what would be published (an approval of an older item listed a held profile with text nobody had
 * seen). Items replaced that way are 'superseded'. The items waiting now are made one per profile the same way, their
 * text read again from the profile (saves while a new profile waited were not queued at all), and a partial unique
 * index keeps it so.
 */
export class OnePendingTextItemPerProfile1795602000000 implements MigrationInterface {
  name = 'OnePendingTextItemPerProfile1795602000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE moderation_items DROP CONSTRAINT moderation_items_state_check`);
    await db.query(`ALTER TABLE moderation_items ADD CONSTRAINT moderation_items_state_check CHECK (state IN ('pending', 'approved', 'rejected', 'superseded'))`);

    const rows: PendingRow[] = await db.query(
      `SELECT m.id, m.profile_id, m.kind, m.held, m.flag, m.details, m.created_at, to_jsonb(p) AS profile
         FROM moderation_items m JOIN profiles p ON p.id = m.profile_id
        WHERE m.state = 'pending' AND m.kind IN ('new_profile', 'profile_text')
        ORDER BY m.profile_id, m.created_at, m.id`,
    );
    const byProfile = new Map<string, PendingRow[]>();
    for (const row of rows) byProfile.set(row.profile_id, [...(byProfile.get(row.profile_id) ?? []), row]);
    for (const items of byProfile.values()) {
      const newest = items[items.length - 1];
      const signUp = items.find((item) => item.kind === 'new_profile');
      const profile = newest.profile;
      const fields = signUp ? TEXT_FIELDS.filter((field) => profile[field]?.trim()) : [...new Set(items.flatMap((item) => Object.keys(item.details.text ?? {})))];
      const text = Object.fromEntries(fields.map((field) => [field, profile[field] ?? '']));
      const rules = [...new Set(items.flatMap((item) => item.details.rules ?? []))];
      const flags = [...new Set(items.flatMap((item) => item.flag?.split('; ') ?? []))];
      const details = {
        ...signUp?.details,
        ...newest.details,
        username: profile.username,
        full_name: profile.full_name,
        text,
        ...(signUp?.details.photo_urls ? { photo_urls: signUp.details.photo_urls } : {}),
        ...(items.some((item) => item.details.match) ? { match: items.find((item) => item.details.match)!.details.match } : {}),
        ...(rules.length ? { rules } : {}),
      };
      await db.query(`UPDATE moderation_items SET state = 'superseded', decided_at = now() WHERE id = ANY ($1::uuid[])`, [items.slice(0, -1).map((item) => item.id)]);
      await db.query(`UPDATE moderation_items SET kind = $2, held = $3, flag = $4, details = $5, created_at = $6 WHERE id = $1`, [
        newest.id,
        signUp ? 'new_profile' : 'profile_text',
        items.some((item) => item.held),
        flags.length ? flags.join('; ') : null,
        JSON.stringify(details),
        items[0].created_at,
      ]);
    }
    await db.query(`CREATE UNIQUE INDEX moderation_items_one_pending_text ON moderation_items (profile_id) WHERE state = 'pending' AND kind IN ('new_profile', 'profile_text')`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX moderation_items_one_pending_text`);
    // A replaced item was never decided and its text lives on in the item that replaced it.
    await db.query(`DELETE FROM moderation_items WHERE state = 'superseded'`);
    await db.query(`ALTER TABLE moderation_items DROP CONSTRAINT moderation_items_state_check`);
    await db.query(`ALTER TABLE moderation_items ADD CONSTRAINT moderation_items_state_check CHECK (state IN ('pending', 'approved', 'rejected'))`);
  }
}
