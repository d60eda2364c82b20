import type { ReportReason, ReportStatus } from 'contract';
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { DummyValue, GenerateSql, MANAGER } from '../common/sql/generate-sql';
import { SqlConditions } from '../common/sql/sql-conditions';

export interface ReportSearch {
  ids?: string[];
  status?: ReportStatus;
  reason?: ReportReason;
  profileId?: string;
}

export type ReportSortField = 'queue' | 'id' | 'created_at' | 'status' | 'reason' | 'resolved_at';

export interface ReportRow {
  id: string;
  profile_id: string;
  reason: ReportReason;
  details: string | null;
  status: ReportStatus;
  created_at: Date;
  resolved_at: Date | null;
  resolved_by: string | null;
}

const SELECT = `SELECT r.id, r.profile_id, r.reason, r.details, r.status, r.created_at, r.resolved_at, r.resolved_by FROM profile_reports r`;

const SORT_EXPRESSIONS: Record<ReportSortField, string> = {
  // The queue order: open reports first; then the newest first (ASC), or exactly reversed (DESC).
  queue: '(r.status <> \'open\')',
  id: 'r.id',
  created_at: 'r.created_at',
  status: 'r.status',
  reason: 'r.reason',
  resolved_at: 'r.resolved_at',
};

@Injectable()
export class ReportsRepository {
  constructor(private readonly dataSource: DataSource) {}

  @GenerateSql({ params: [{ profileId: DummyValue.PROFILE_ID, reason: 'other', details: 'text', reporterIpHash: DummyValue.TOKEN_HASH }, MANAGER] })
  async insert(report: { profileId: string; reason: ReportReason; details: string | null; reporterIpHash: string }, manager: EntityManager = this.dataSource.manager): Promise<string> {
    const [row] = await manager.query(
      `INSERT INTO profile_reports (profile_id, reason, details, reporter_ip_hash) VALUES ($1, $2, $3, $4) RETURNING id`,
      [report.profileId, report.reason, report.details, report.reporterIpHash],
    );
    return row.id;
  }

  @GenerateSql(
    { name: 'every filter', params: [{ ids: [DummyValue.UUID], status: 'open', reason: 'other', profileId: DummyValue.PROFILE_ID }, { field: 'queue', order: 'DESC' }, 0, 25] },
    { name: 'no filter', params: [{}, { field: 'created_at', order: 'ASC' }, 0, 25] },
  )
  async findPage(
    search: ReportSearch,
    sort: { field: ReportSortField; order: 'ASC' | 'DESC' },
    offset: number,
    limit: number,
  ): Promise<[ReportRow[], number]> {
    const { where, params } = whereClause(search);
    const then = sort.field === 'queue' && sort.order === 'DESC' ? 'ASC' : 'DESC';
    const order = `${SORT_EXPRESSIONS[sort.field]} ${sort.order} NULLS LAST, r.created_at ${then}`;
    const rows: ReportRow[] = await this.dataSource.query(
      `${SELECT} ${where} ORDER BY ${order}, r.id DESC OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
      [...params, offset, limit],
    );
    const [{ total }] = await this.dataSource.query(`SELECT count(*)::int AS total FROM profile_reports r ${where}`, params);
    return [rows, total];
  }

  @GenerateSql({ params: [DummyValue.REPORT_ID] })
  async findById(id: string, manager: EntityManager = this.dataSource.manager): Promise<ReportRow | undefined> {
    const rows: ReportRow[] = await manager.query(`${SELECT} WHERE r.id = $1`, [id]);
    return rows[0];
  }

  /** Locks the report so two admins resolving it at once cannot both succeed. */
  @GenerateSql({ params: [MANAGER, DummyValue.REPORT_ID] })
  async lockStatus(manager: EntityManager, id: string): Promise<{ status: ReportStatus; profile_id: string } | undefined> {
    const rows = await manager.query(`SELECT status, profile_id FROM profile_reports WHERE id = $1 FOR UPDATE`, [id]);
    return rows[0];
  }

  @GenerateSql({ params: [MANAGER, DummyValue.REPORT_ID, 'dismissed', DummyValue.USER_ID] })
  async resolve(manager: EntityManager, id: string, status: Exclude<ReportStatus, 'open'>, adminUserId: string): Promise<void> {
    await manager.query(`UPDATE profile_reports SET status = $2, resolved_by = $3, resolved_at = now() WHERE id = $1`, [id, status, adminUserId]);
  }
}

function whereClause(search: ReportSearch): { where: string; params: unknown[] } {
  const conditions = new SqlConditions();
  if (search.ids) conditions.add((p) => `r.id = ANY(${p}::uuid[])`, search.ids);
  if (search.status) conditions.add((p) => `r.status = ${p}`, search.status);
  if (search.reason) conditions.add((p) => `r.reason = ${p}`, search.reason);
  if (search.profileId) conditions.add((p) => `r.profile_id = ${p}`, search.profileId);
  return { where: conditions.where, params: conditions.params };
}
