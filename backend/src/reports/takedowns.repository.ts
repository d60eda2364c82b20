import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { DummyValue, GenerateSql, MANAGER } from '../common/sql/generate-sql';

export interface TakedownRow {
  id: string;
  report_id: string;
  profile_id: string;
  reporter_email: string | null;
  due_at: Date;
  status: 'open' | 'resolved';
  content_hidden_at: Date | null;
  escalated_at: Date | null;
  outcome: 'removed' | 'not_removed' | null;
  outcome_reason: string | null;
  resolved_by: string | null;
  resolved_at: Date | null;
  created_at: Date;
  details: string | null;
}

const SELECT = `SELECT c.id, c.report_id, c.profile_id, c.reporter_email, c.due_at, c.status, c.content_hidden_at, c.escalated_at, c.outcome,
  c.outcome_reason, c.resolved_by, c.resolved_at, c.created_at, r.details
  FROM takedown_cases c JOIN profile_reports r ON r.id = c.report_id`;

/** Takedown cases: open ones first, escalated ones at the very top, then by deadline. */
const QUEUE_ORDER = `(c.status <> 'open'), (c.escalated_at IS NULL), c.due_at, c.id`;

@Injectable()
export class TakedownsRepository {
  constructor(private readonly dataSource: DataSource) {}

  @GenerateSql({ params: [MANAGER, DummyValue.REPORT_ID, DummyValue.PROFILE_ID, DummyValue.EMAIL, DummyValue.DATE] })
  async open(manager: EntityManager, reportId: string, profileId: string, reporterEmail: string | null, dueAt: Date): Promise<string> {
    const [row] = await manager.query(`INSERT INTO takedown_cases (report_id, profile_id, reporter_email, due_at) VALUES ($1, $2, $3, $4) RETURNING id`, [reportId, profileId, reporterEmail, dueAt]);
    return row.id;
  }

  @GenerateSql({ name: 'open cases', params: ['open', 0, 25] }, { name: 'every case', params: [undefined, 0, 25] })
  async findPage(status: 'open' | 'resolved' | undefined, offset: number, limit: number): Promise<[TakedownRow[], number]> {
    const where = status ? `WHERE c.status = $3` : '';
    const params = status ? [offset, limit, status] : [offset, limit];
    const rows: TakedownRow[] = await this.dataSource.query(`${SELECT} ${where} ORDER BY ${QUEUE_ORDER} OFFSET $1 LIMIT $2`, params);
    const [{ total }] = await this.dataSource.query(`SELECT count(*)::int AS total FROM takedown_cases c ${status ? 'WHERE c.status = $1' : ''}`, status ? [status] : []);
    return [rows, total];
  }

  @GenerateSql({ params: [DummyValue.UUID] })
  async findById(id: string, manager: EntityManager = this.dataSource.manager): Promise<TakedownRow | undefined> {
    const rows: TakedownRow[] = await manager.query(`${SELECT} WHERE c.id = $1`, [id]);
    return rows[0];
  }

  /** Locks the case so two admins acting on it at once run one after the other. */
  @GenerateSql({ params: [MANAGER, DummyValue.UUID] })
  async lock(manager: EntityManager, id: string): Promise<TakedownRow | undefined> {
    const rows: TakedownRow[] = await manager.query(`${SELECT} WHERE c.id = $1 FOR UPDATE OF c`, [id]);
    return rows[0];
  }

  @GenerateSql({ params: [MANAGER, DummyValue.UUID] })
  async markHidden(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`UPDATE takedown_cases SET content_hidden_at = coalesce(content_hidden_at, now()) WHERE id = $1`, [id]);
  }

  @GenerateSql({ params: [MANAGER, DummyValue.UUID, 'removed', 'text', DummyValue.USER_ID] })
  async resolve(manager: EntityManager, id: string, outcome: 'removed' | 'not_removed', reason: string, adminUserId: string): Promise<void> {
    await manager.query(`UPDATE takedown_cases SET status = 'resolved', outcome = $2, outcome_reason = $3, resolved_by = $4, resolved_at = now() WHERE id = $1`, [id, outcome, reason, adminUserId]);
  }

  /** Marks every open case past its deadline as escalated (once); answers those newly escalated. */
  @GenerateSql({ params: [MANAGER, DummyValue.DATE] })
  async escalateOverdue(manager: EntityManager, now: Date): Promise<TakedownRow[]> {
    const [rows]: [{ id: string }[], number] = await manager.query(
      `UPDATE takedown_cases SET escalated_at = $1 WHERE status = 'open' AND escalated_at IS NULL AND due_at <= $1 RETURNING id`,
      [now],
    );
    if (!rows.length) return [];
    return manager.query(`${SELECT} WHERE c.id = ANY($1::uuid[]) ORDER BY c.due_at`, [rows.map((row) => row.id)]);
  }

  @GenerateSql({ params: [DummyValue.DATE] })
  async counts(now: Date = new Date()): Promise<{ open: number; overdue: number }> {
    const [row] = await this.dataSource.query(`SELECT count(*)::int AS open, count(*) FILTER (WHERE due_at <= $1)::int AS overdue FROM takedown_cases WHERE status = 'open'`, [now]);
    return row;
  }
}
