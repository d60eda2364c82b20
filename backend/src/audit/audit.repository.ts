import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import { DummyValue, GenerateSql, MANAGER } from '../common/sql/generate-sql';
import { AuditLogEntry } from './entities/audit-log-entry.entity';

export interface AuditSearch {
  ids?: string[];
  action?: string;
  adminUserId?: string;
  targetType?: string;
  targetId?: string;
  createdFrom?: Date;
  createdTo?: Date;
}

/** The records of one person that admin actions may target. */
export interface AuditSubject {
  userId: string;
  profileId: string | null;
  invoiceIds: string[];
  threadIds: string[];
}

export type AuditSortField = 'id' | 'created_at' | 'action' | 'target_type';

const SORT_COLUMNS: Record<AuditSortField, string> = {
  id: 'entry.id',
  created_at: 'entry.created_at',
  action: 'entry.action',
  target_type: 'entry.target_type',
};

@Injectable()
export class AuditRepository {
  constructor(@InjectRepository(AuditLogEntry) private readonly entries: Repository<AuditLogEntry>) {}

  @GenerateSql({ params: [MANAGER, { adminUserId: DummyValue.USER_ID, adminEmail: DummyValue.EMAIL, action: 'profile.paused', targetType: 'profile', targetId: DummyValue.PROFILE_ID, details: {} }] })
  async insert(
    manager: EntityManager,
    entry: { adminUserId: string | null; adminEmail: string | null; action: string; targetType: string; targetId: string | null; details: Record<string, unknown> },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO admin_audit_log (admin_user_id, admin_email, action, target_type, target_id, details) VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
      [entry.adminUserId, entry.adminEmail, entry.action, entry.targetType, entry.targetId, JSON.stringify(entry.details)],
    );
  }

  @GenerateSql(
    {
      name: 'every filter',
      params: [
        { ids: [DummyValue.UUID], action: 'profile.paused', adminUserId: DummyValue.USER_ID, targetType: 'profile', targetId: DummyValue.PROFILE_ID, createdFrom: DummyValue.DATE, createdTo: DummyValue.DATE },
        { field: 'action', order: 'ASC' },
        0,
        25,
      ],
    },
    { name: 'no filter', params: [{}, { field: 'created_at', order: 'DESC' }, 0, 25] },
  )
  async findPage(
    search: AuditSearch,
    sort: { field: AuditSortField; order: 'ASC' | 'DESC' },
    offset: number,
    limit: number,
  ): Promise<[AuditLogEntry[], number]> {
    // TypeORM keys ORDER BY terms by expression, so a tie-breaker on the sorted column would replace it.
    const query = this.searchQuery(search).orderBy(SORT_COLUMNS[sort.field], sort.order);
    if (sort.field !== 'created_at') query.addOrderBy('entry.created_at', 'DESC');
    if (sort.field !== 'id') query.addOrderBy('entry.id', 'DESC');
    query.offset(offset).limit(limit);
    return query.getManyAndCount();
  }

  /** Entries whose target is one of these records, or whose details name the profile (moderation items, reports, takedowns). */
  @GenerateSql({ params: [{ userId: DummyValue.USER_ID, profileId: DummyValue.PROFILE_ID, invoiceIds: [DummyValue.UUID], threadIds: [DummyValue.UUID] }] })
  findAbout(about: AuditSubject): Promise<{ action: string; target_type: string; target_id: string | null; details: Record<string, unknown>; created_at: Date }[]> {
    return this.entries.query(
      `SELECT action, target_type, target_id, details, created_at FROM admin_audit_log
       WHERE (target_type = 'user' AND target_id = $1)
          OR (target_type = 'profile' AND target_id = $2)
          OR (target_type = 'invoice' AND target_id = ANY($3::text[]))
          OR (target_type = 'thread' AND target_id = ANY($4::text[]))
          OR (target_type IN ('moderation_item', 'report', 'takedown') AND details->>'profile_id' = $2)
       ORDER BY created_at, id`,
      [about.userId, about.profileId ?? '', about.invoiceIds, about.threadIds],
    );
  }

  @GenerateSql({ params: [DummyValue.UUID] })
  findById(id: string): Promise<AuditLogEntry | null> {
    return this.entries.findOne({ where: { id } });
  }

  private searchQuery(search: AuditSearch): SelectQueryBuilder<AuditLogEntry> {
    const query = this.entries.createQueryBuilder('entry');
    if (search.ids) query.andWhere('entry.id IN (:...ids)', { ids: search.ids.length ? search.ids : [null] });
    if (search.action) query.andWhere('entry.action = :action', { action: search.action });
    if (search.adminUserId) query.andWhere('entry.admin_user_id = :adminUserId', { adminUserId: search.adminUserId });
    if (search.targetType) query.andWhere('entry.target_type = :targetType', { targetType: search.targetType });
    if (search.targetId) query.andWhere('entry.target_id = :targetId', { targetId: search.targetId });
    if (search.createdFrom) query.andWhere('entry.created_at >= :createdFrom', { createdFrom: search.createdFrom });
    if (search.createdTo) query.andWhere('entry.created_at <= :createdTo', { createdTo: search.createdTo });
    return query;
  }
}
