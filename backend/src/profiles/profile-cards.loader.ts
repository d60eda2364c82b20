import { ProfileCard } from 'contract';
import { EntityManager } from 'typeorm';
import type { Profile } from './entities/profile.entity';
import { toProfileCard } from './profile.mapper';

/**
 * Card columns with each profile's primary photo (or its first by position when none is
 * primary), fetched in the same statement: one round trip per list instead of three.
 */
const CARD_SELECT = `
  p.id, p.username, p.full_name, p.birthdate::text AS birthdate, p.location, p.bio, p.rates_1hour,
  p.subscription_tier, p.is_verified, p.last_active_at,
  ph.id AS photo_id, ph.url AS photo_url, ph.card_url AS photo_card_url, ph.width AS photo_width,
  ph.height AS photo_height, ph.position AS photo_position, ph.is_primary AS photo_is_primary`;

const PRIMARY_PHOTO_JOIN = `
  LEFT JOIN LATERAL (
    SELECT id, url, card_url, width, height, position, is_primary FROM profile_photos
     WHERE profile_id = p.id AND moderation_state = 'approved' ORDER BY is_primary DESC, position ASC LIMIT 1
  ) ph ON true`;

interface CardRow {
  id: string;
  username: string;
  full_name: string;
  birthdate: string | null;
  location: string | null;
  bio: string | null;
  rates_1hour: number | null;
  subscription_tier: Profile['subscriptionTier'];
  is_verified: boolean;
  last_active_at: Date | null;
  photo_id: string | null;
  photo_url: string;
  photo_card_url: string;
  photo_width: number | null;
  photo_height: number | null;
  photo_position: number;
  photo_is_primary: boolean;
}

function toCard(row: CardRow, now: Date): ProfileCard {
  const profile = {
    id: row.id,
    username: row.username,
    fullName: row.full_name,
    birthdate: row.birthdate,
    location: row.location,
    bio: row.bio,
    rates1hour: row.rates_1hour,
    subscriptionTier: row.subscription_tier,
    isVerified: row.is_verified,
    lastActiveAt: row.last_active_at,
  } as Profile;
  const photo = row.photo_id
    ? {
        id: row.photo_id,
        url: row.photo_url,
        card_url: row.photo_card_url,
        width: row.photo_width,
        height: row.photo_height,
        position: row.photo_position,
        is_primary: row.photo_is_primary,
        moderation_state: 'approved' as const,
      }
    : null;
  return toProfileCard(profile, photo, now);
}

/** Cards for the given profile ids, in the order given. */
export async function loadProfileCards(db: EntityManager, ids: string[]): Promise<ProfileCard[]> {
  if (!ids.length) return [];
  const rows: CardRow[] = await db.query(
    `SELECT ${CARD_SELECT}
       FROM unnest($1::uuid[]) WITH ORDINALITY AS wanted(id, ord)
       JOIN profiles p ON p.id = wanted.id
       ${PRIMARY_PHOTO_JOIN}
      ORDER BY wanted.ord`,
    [ids],
  );
  const now = new Date();
  return rows.map((row) => toCard(row, now));
}

/**
 * Cards for the rows of an id query (`SELECT p.id ... ORDER BY ... LIMIT ...`), in one statement;
 * `orderSql` re-applies that order to the few rows selected.
 */
export async function queryProfileCards(db: EntityManager, idsSql: string, params: unknown[], orderSql: string): Promise<ProfileCard[]> {
  const rows: CardRow[] = await db.query(
    `SELECT ${CARD_SELECT}
       FROM (${idsSql}) page
       JOIN profiles p ON p.id = page.id
       ${PRIMARY_PHOTO_JOIN}
      ORDER BY ${orderSql}`,
    params,
  );
  const now = new Date();
  return rows.map((row) => toCard(row, now));
}
