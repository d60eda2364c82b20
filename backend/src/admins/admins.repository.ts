import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { DummyValue, GenerateSql, MANAGER } from '../common/sql/generate-sql';
import { SqlConditions } from '../common/sql/sql-conditions';

export interface AdminSearch {
  ids?: string[];
  /** Already a LIKE pattern. */
  q?: string;
  canVerifyProfiles?: boolean;
  isSuperadmin?: boolean;
}

export type AdminSortField = 'id' | 'created_at' | 'email' | 'can_verify_profiles' | 'is_superadmin';

export interface AdminRow {
  id: string;
  user_id: string;
  email: string;
  can_verify_profiles: boolean;
  is_superadmin: boolean;
  created_at: Date;
}

const SELECT = `SELECT a.id, a.user_id, u.email, a.can_verify_profiles, a.is_superadmin, a.created_at
  FROM admin_users a JOIN users u ON u.id = a.user_id`;

const SORT_EXPRESSIONS: Record<AdminSortField, string> = {
  id: 'a.id',
  created_at: 'a.created_at',
  email: 'lower(u.email)',
  can_verify_profiles: 'a.can_verify_profiles',
  is_superadmin: 'a.is_superadmin',
};

/** admin_users, joined to their accounts' emails for the Settings list. */
@Injectable()
export class AdminsRepository {
  constructor(private readonly dataSource: DataSource) {}

  @GenerateSql(
    { name: 'every filter', params: [{ ids: [DummyValue.UUID], q: '%text%', canVerifyProfiles: true, isSuperadmin: false }, { field: 'email', order: 'ASC' }, 0, 25] },
    { name: 'no filter', params: [{}, { field: 'created_at', order: 'DESC' }, 0, 25] },
  )
  async findPage(
    search: AdminSearch,
    sort: { field: AdminSortField; order: 'ASC' | 'DESC' },
    offset: number,
    limit: number,
  ): Promise<[AdminRow[], number]> {
    const conditions = new SqlConditions();
    if (search.ids) conditions.add((p) => `a.id = ANY(${p}::uuid[])`, search.ids);
    if (search.q) conditions.add((p) => `u.email ILIKE ${p}`, search.q);
    if (search.canVerifyProfiles !== undefined) conditions.add((p) => `a.can_verify_profiles = ${p}`, search.canVerifyProfiles);
    if (search.isSuperadmin !== undefined) conditions.add((p) => `a.is_superadmin = ${p}`, search.isSuperadmin);
    const { where, params } = conditions;
    const rows: AdminRow[] = await this.dataSource.query(
      `${SELECT} ${where} ORDER BY ${SORT_EXPRESSIONS[sort.field]} ${sort.order}, a.created_at ASC, a.id ASC
       OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
      [...params, offset, limit],
    );
    const [{ total }] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM admin_users a JOIN users u ON u.id = a.user_id ${where}`,
      params,
    );
    return [rows, total];
  }

  @GenerateSql({ params: [DummyValue.ADMIN_ID] })
  async findById(id: string, manager: EntityManager = this.dataSource.manager): Promise<AdminRow | undefined> {
    const rows: AdminRow[] = await manager.query(`${SELECT} WHERE a.id = $1`, [id]);
    return rows[0];
  }

  @GenerateSql({ params: [MANAGER, DummyValue.USER_ID] })
  async isAdmin(manager: EntityManager, userId: string): Promise<boolean> {
    const rows = await manager.query(`SELECT 1 FROM admin_users WHERE user_id = $1`, [userId]);
    return rows.length > 0;
  }

  @GenerateSql({ params: [MANAGER, DummyValue.UUID, { canVerifyProfiles: true, isSuperadmin: false }] })
  async insertAdmin(manager: EntityManager, userId: string, flags: { canVerifyProfiles: boolean; isSuperadmin: boolean }): Promise<string> {
    const rows: { id: string }[] = await manager.query(
      `INSERT INTO admin_users (user_id, can_verify_profiles, is_superadmin) VALUES ($1, $2, $3) RETURNING id`,
      [userId, flags.canVerifyProfiles, flags.isSuperadmin],
    );
    return rows[0].id;
  }

  /**
   * Locks every superadmin row (and the target), so two concurrent demotions or removals cannot
   * both see "another superadmin remains" and leave none.
   */
  @GenerateSql({ params: [MANAGER, DummyValue.ADMIN_ID] })
  async lockForChange(manager: EntityManager, id: string): Promise<{ target: AdminRow | undefined; superadmins: number }> {
    const locked: { id: string }[] = await manager.query(
      `SELECT id FROM admin_users WHERE is_superadmin OR id = $1 ORDER BY id FOR UPDATE`,
      [id],
    );
    const target = locked.some((row) => row.id === id) ? await this.findById(id, manager) : undefined;
    const [{ count }] = await manager.query(`SELECT count(*)::int AS count FROM admin_users WHERE is_superadmin`);
    return { target, superadmins: count };
  }

  @GenerateSql({ params: [MANAGER, DummyValue.ADMIN_ID, { canVerifyProfiles: true, isSuperadmin: false }] })
  async updateFlags(manager: EntityManager, id: string, flags: { canVerifyProfiles: boolean; isSuperadmin: boolean }): Promise<void> {
    await manager.query(`UPDATE admin_users SET can_verify_profiles = $2, is_superadmin = $3 WHERE id = $1`, [
      id,
      flags.canVerifyProfiles,
      flags.isSuperadmin,
    ]);
  }

  @GenerateSql({ params: [MANAGER, DummyValue.ADMIN_ID] })
  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`DELETE FROM admin_users WHERE id = $1`, [id]);
  }
}
