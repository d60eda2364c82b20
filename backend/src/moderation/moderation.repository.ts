import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { DummyValue, GenerateSql, MANAGER } from '../common/sql/generate-sql';
import { SqlConditions } from '../common/sql/sql-conditions';
import type { ModerationKind, ModerationMode, ModerationState } from './moderation-kinds';

export interface ModerationItemRow {
  id: string;
  kind: ModerationKind;
  profile_id: string;
  photo_id: string | null;
  held: boolean;
  state: ModerationState;
  flag: string | null;
  details: ModerationDetails;
  reason: string | null;
  note: string | null;
  decided_by: string | null;
  decided_at: Date | null;
  created_at: Date;
}

/** What the item was when it was submitted: the queue shows this, so it needs no other module's tables. */
export interface ModerationDetails {
  username: string;
  full_name: string;
  /** Changed or new text fields (field name → text). */
  text?: Record<string, string>;
  photo_url?: string;
  /** A new profile's sign-up photos, approved with it. */
  photo_ids?: string[];
  photo_urls?: string[];
  /**
   * The other advertiser's photo this one is near to (stolen photos), shown beside it: `new_photo_url`
   * names which of a new profile's photos it is (a photo item's own is `photo_url`); `distance` is in bits of 64.
   */
  match?: { username: string; photo_url: string; distance: number; new_photo_url?: string };
  /** Review rules the text matched. */
  rules?: string[];
}

export interface NewModerationItem {
  kind: ModerationKind;
  profileId: string;
  photoId?: string;
  held: boolean;
  flag?: string;
  details: ModerationDetails;
  /** When the item joined the queue (an item replacing older ones keeps the oldest one's place); now when not given. */
  createdAt?: Date;
}

/** The kinds that hold a profile's text, as opposed to one photo. */
export const PROFILE_TEXT_KINDS = ['new_profile', 'profile_text'] as const satisfies readonly ModerationKind[];

/** Keeps two saves of one profile's text apart (the class of the two-key advisory lock; the second key is the profile). */
const TEXT_LOCK_CLASS = 1795602001;

export interface ModerationSearch {
  ids?: string[];
  state?: ModerationState;
  kind?: ModerationKind;
  profileId?: string;
  flagged?: boolean;
}

export type ModerationSortField = 'queue' | 'created_at' | 'kind' | 'state' | 'decided_at';

const SORT_EXPRESSIONS: Record<ModerationSortField, string> = {
  // Oldest first among the pending items, which come before the decided ones.
  queue: `(m.state <> 'pending'), m.created_at`,
  created_at: 'm.created_at',
  kind: 'm.kind',
  state: 'm.state',
  decided_at: 'm.decided_at',
};

const SELECT = `SELECT m.id, m.kind, m.profile_id, m.photo_id, m.held, m.state, m.flag, m.details, m.reason, m.note, m.decided_by, m.decided_at, m.created_at FROM moderation_items m`;

/** The moderation tables' one reader and writer. */
@Injectable()
export class ModerationRepository {
  constructor(private readonly dataSource: DataSource) {}

  @GenerateSql()
  async modes(manager: EntityManager = this.dataSource.manager): Promise<Record<ModerationKind, ModerationMode>> {
    const rows: { kind: ModerationKind; mode: ModerationMode }[] = await manager.query(`SELECT kind, mode FROM moderation_settings`);
    return Object.fromEntries(rows.map((row) => [row.kind, row.mode])) as Record<ModerationKind, ModerationMode>;
  }

  @GenerateSql()
  async settings(): Promise<{ kind: ModerationKind; mode: ModerationMode; updated_at: Date }[]> {
    return this.dataSource.query(`SELECT kind, mode, updated_at FROM moderation_settings ORDER BY kind`);
  }

  @GenerateSql({ params: [MANAGER, 'photo', 'pre'] })
  async setMode(manager: EntityManager, kind: ModerationKind, mode: ModerationMode): Promise<void> {
    await manager.query(`UPDATE moderation_settings SET mode = $2, updated_at = now() WHERE kind = $1`, [kind, mode]);
  }

  @GenerateSql({ params: [MANAGER, { kind: 'photo', profileId: DummyValue.PROFILE_ID, photoId: DummyValue.UUID, held: false, flag: 'text', details: { username: 'fixture', full_name: 'Fixture' } }] })
  async insert(manager: EntityManager, item: NewModerationItem): Promise<string> {
    const [row] = await manager.query(
      `INSERT INTO moderation_items (kind, profile_id, photo_id, held, flag, details, created_at) VALUES ($1, $2, $3, $4, $5, $6, coalesce($7, now())) RETURNING id`,
      [item.kind, item.profileId, item.photoId ?? null, item.held, item.flag ?? null, JSON.stringify(item.details), item.createdAt ?? null],
    );
    return row.id;
  }

  /**
   * The profile's pending text items, locked until the transaction ends, after a lock on the profile's text that a
   * concurrent save of the same profile waits for (it would otherwise find no item to lock and queue a second one).
   */
  @GenerateSql({ params: [MANAGER, DummyValue.PROFILE_ID] })
  async lockPendingText(manager: EntityManager, profileId: string): Promise<ModerationItemRow[]> {
    await manager.query(`SELECT pg_advisory_xact_lock($1, hashtext($2))`, [TEXT_LOCK_CLASS, profileId]);
    return manager.query(`${SELECT} WHERE m.profile_id = $1 AND m.state = 'pending' AND m.kind = ANY ($2) ORDER BY m.created_at, m.id FOR UPDATE`, [profileId, PROFILE_TEXT_KINDS]);
  }

  /** Marks pending items replaced by a newer one: they leave the queue undecided. */
  @GenerateSql({ params: [MANAGER, [DummyValue.UUID]] })
  async supersede(manager: EntityManager, ids: string[]): Promise<void> {
    await manager.query(`UPDATE moderation_items SET state = 'superseded', decided_at = now() WHERE id = ANY ($1::uuid[]) AND state = 'pending'`, [ids]);
  }

  @GenerateSql(
    { name: 'every filter', params: [{ ids: [DummyValue.UUID], state: 'pending', kind: 'photo', profileId: DummyValue.PROFILE_ID, flagged: true }, { field: 'queue', order: 'ASC' }, 0, 25] },
    { name: 'no filter', params: [{}, { field: 'created_at', order: 'DESC' }, 0, 25] },
  )
  async findPage(search: ModerationSearch, sort: { field: ModerationSortField; order: 'ASC' | 'DESC' }, offset: number, limit: number): Promise<[ModerationItemRow[], number]> {
    const { where, params } = whereClause(search);
    const direction = sort.order;
    const order = SORT_EXPRESSIONS[sort.field]
      .split(', ')
      .map((expression) => `${expression} ${direction}`)
      .join(', ');
    const rows: ModerationItemRow[] = await this.dataSource.query(
      `${SELECT} ${where} ORDER BY ${order} NULLS LAST, m.id ${direction} OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
      [...params, offset, limit],
    );
    const [{ total }] = await this.dataSource.query(`SELECT count(*)::int AS total FROM moderation_items m ${where}`, params);
    return [rows, total];
  }

  @GenerateSql({ params: [DummyValue.UUID] })
  async findById(id: string): Promise<ModerationItemRow | undefined> {
    const rows: ModerationItemRow[] = await this.dataSource.query(`${SELECT} WHERE m.id = $1`, [id]);
    return rows[0];
  }

  /**
   * Decides a pending item; undefined when it is no longer pending. The row lock of the UPDATE makes a
   * second admin's concurrent decision wait, then find the item decided.
   */
  @GenerateSql({ params: [MANAGER, DummyValue.UUID, { state: 'rejected', reason: 'text', note: 'text', adminUserId: DummyValue.USER_ID }] })
  async decide(manager: EntityManager, id: string, decision: { state: 'approved' | 'rejected'; reason: string | null; note: string | null; adminUserId: string }): Promise<ModerationItemRow | undefined> {
    // An UPDATE answers [rows, affected count] through TypeORM's PostgreSQL driver.
    const [rows]: [ModerationItemRow[], number] = await manager.query(
      `UPDATE moderation_items SET state = $2, reason = $3, note = $4, decided_by = $5, decided_at = now()
        WHERE id = $1 AND state = 'pending'
        RETURNING id, kind, profile_id, photo_id, held, state, flag, details, reason, note, decided_by, decided_at, created_at`,
      [id, decision.state, decision.reason, decision.note, decision.adminUserId],
    );
    return rows[0];
  }

  /** The profile's newest item of each kind that was not replaced: what the owner's editor shows. */
  @GenerateSql({ params: [DummyValue.PROFILE_ID] })
  async latestByProfile(profileId: string): Promise<(ModerationItemRow & { state: Exclude<ModerationState, 'superseded'> })[]> {
    return this.dataSource.query(
      `SELECT DISTINCT ON (m.kind) ${SELECT.slice('SELECT '.length)} WHERE m.profile_id = $1 AND m.state <> 'superseded' ORDER BY m.kind, m.created_at DESC, m.id DESC`,
      [profileId],
    );
  }

  /** The decision on each of the profile's rejected photos (the newest, should one have been rejected twice). */
  @GenerateSql({ params: [DummyValue.PROFILE_ID] })
  photoRejections(profileId: string, manager: EntityManager = this.dataSource.manager): Promise<{ photo_id: string; reason: string | null; note: string | null }[]> {
    return manager.query(
      `SELECT DISTINCT ON (photo_id) photo_id, reason, note FROM moderation_items
        WHERE profile_id = $1 AND kind = 'photo' AND state = 'rejected' AND photo_id IS NOT NULL
        ORDER BY photo_id, decided_at DESC`,
      [profileId],
    );
  }

  @GenerateSql()
  async countPending(): Promise<number> {
    const [{ n }] = await this.dataSource.query(`SELECT count(*)::int AS n FROM moderation_items WHERE state = 'pending'`);
    return n;
  }
}

function whereClause(search: ModerationSearch): { where: string; params: unknown[] } {
  const conditions = new SqlConditions();
  if (search.ids) conditions.add((p) => `m.id = ANY(${p}::uuid[])`, search.ids);
  if (search.state) conditions.add((p) => `m.state = ${p}`, search.state);
  if (search.kind) conditions.add((p) => `m.kind = ${p}`, search.kind);
  if (search.profileId) conditions.add((p) => `m.profile_id = ${p}`, search.profileId);
  if (search.flagged !== undefined) conditions.add((p) => `(m.flag IS NOT NULL) = ${p}`, search.flagged);
  return { where: conditions.where, params: conditions.params };
}
