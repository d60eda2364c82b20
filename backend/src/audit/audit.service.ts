import { AUDIT_ACTIONS, type AuditAction, type AuditLogView } from 'contract';
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AccountsService } from '../auth/accounts.service';
import { filterDate, filterIds, filterOneOf, filterText, filterUuid, isUuid, ListQuery } from '../common/http/lists/simple-rest';
import { AUDIT_TARGET_TYPES, AuditTargetType } from './audit-actions';
import { toAuditLogView } from './audit.mapper';
import { AuditRepository, AuditSortField, AuditSubject } from './audit.repository';
import { appError, ErrorKind } from '../common/errors/app.exception';

export const AUDIT_FILTERS = ['action', 'admin_user_id', 'target_type', 'target_id', 'created_at_gte', 'created_at_lte'] as const;
export const AUDIT_SORTABLE = ['id', 'created_at', 'action', 'target_type'] as const satisfies readonly AuditSortField[];

/** Writes and reads the audit log. Other modules inject it (the module is global) to record their admin actions and what the system does by itself. */
@Injectable()
export class AuditService {
  constructor(
    private readonly repository: AuditRepository,
    private readonly accounts: AccountsService,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * Records one admin action, with the admin's email as it is now (the entry outlives the account).
   * Pass the transaction's manager when the action runs in one, so the entry commits or rolls back with it.
   */
  async record(
    adminUserId: string,
    action: AuditAction,
    targetType: AuditTargetType,
    targetId: string | null,
    details: Record<string, unknown> = {},
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    const adminEmail = await this.accounts.emailOf(adminUserId, manager);
    if (adminEmail) await this.repository.insert(manager, { adminUserId, adminEmail, action, targetType, targetId, details });
  }

  /** Records an action the system took by itself (a consent report opening a takedown case, a job escalating one): no admin. */
  async recordSystem(
    action: AuditAction,
    targetType: AuditTargetType,
    targetId: string | null,
    details: Record<string, unknown> = {},
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await this.repository.insert(manager, { adminUserId: null, adminEmail: null, action, targetType, targetId, details });
  }

  async list(query: ListQuery<AuditSortField>): Promise<{ items: AuditLogView[]; total: number }> {
    const { filter } = query;
    const [entries, total] = await this.repository.findPage(
      {
        ids: filterIds(filter)?.filter(isUuid),
        action: filterOneOf(filter, 'action', AUDIT_ACTIONS),
        adminUserId: filterUuid(filter, 'admin_user_id'),
        targetType: filterOneOf(filter, 'target_type', AUDIT_TARGET_TYPES),
        targetId: filterText(filter, 'target_id'),
        createdFrom: filterDate(filter, 'created_at_gte', 'start'),
        createdTo: filterDate(filter, 'created_at_lte', 'end'),
      },
      query.sort,
      query.offset,
      query.limit,
    );
    return { items: entries.map(toAuditLogView), total };
  }

  /**
   * What staff did to one person's account, profile, invoices and messages, for their data export
   * (Privacy Act IPP 6). Which staff member acted is about them, not the requester, and is left out.
   */
  async entriesAbout(subject: AuditSubject): Promise<{ action: string; target_type: string; target_id: string | null; details: Record<string, unknown>; at: string }[]> {
    return (await this.repository.findAbout(subject)).map(({ created_at, ...entry }) => ({ ...entry, at: created_at.toISOString() }));
  }

  async get(id: string): Promise<AuditLogView> {
    const entry = isUuid(id) ? await this.repository.findById(id) : null;
    if (!entry) throw appError(ErrorKind.NotFound, 'Audit entry not found');
    return toAuditLogView(entry);
  }
}
