import type { TakedownCase } from 'contract';
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { AccountsService } from '../auth/accounts.service';
import { isUuid } from '../common/http/lists/simple-rest';
import { NotificationsService } from '../mail/notifications.service';
import { ProfileQueriesService } from '../profiles/profile-queries.service';
import { ProfilesService } from '../profiles/profiles.service';
import { TAKEDOWN_HOURS } from './report-reasons';
import { TAKEDOWN_MESSAGES } from './reports.messages';
import { TakedownRow, TakedownsRepository } from './takedowns.repository';
import { appError, ErrorKind } from '../common/errors/app.exception';

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/**
 * Takedowns on the clock: a consent report opens a case due in 8 hours; an admin can hide
 * the profile at once, and must record an outcome with a reason; the reporter and the advertiser are
 * told; a case still open at its deadline is escalated to every superadmin.
 */
@Injectable()
export class TakedownsService {
  constructor(
    private readonly repository: TakedownsRepository,
    private readonly profiles: ProfilesService,
    private readonly profileQueries: ProfileQueriesService,
    private readonly accounts: AccountsService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
    private readonly dataSource: DataSource,
  ) {}

  /** In the report's transaction. Audited with no admin: the visitor's report opened it. */
  async open(manager: EntityManager, reportId: string, profileId: string, reporterEmail: string | null, now: Date = new Date()): Promise<string> {
    const dueAt = new Date(now.getTime() + TAKEDOWN_HOURS * 3_600_000);
    const id = await this.repository.open(manager, reportId, profileId, reporterEmail, dueAt);
    await this.audit.recordSystem('takedown.open', 'takedown', id, { profile_id: profileId, report_id: reportId, due_at: dueAt.toISOString() }, manager);
    return id;
  }

  async list(status: 'open' | 'resolved' | undefined, offset: number, limit: number): Promise<{ items: TakedownCase[]; total: number }> {
    const [rows, total] = await this.repository.findPage(status, offset, limit);
    return { items: await this.toViews(rows), total };
  }

  async get(id: string): Promise<TakedownCase> {
    const row = isUuid(id) ? await this.repository.findById(id) : undefined;
    if (!row) throw appError(ErrorKind.NotFound, TAKEDOWN_MESSAGES.notFound);
    return (await this.toViews([row]))[0];
  }

  /** Hides the profile from the directory at once while the case is reviewed. */
  async hide(adminUserId: string, id: string): Promise<TakedownCase> {
    await this.dataSource.transaction(async (manager) => {
      const current = await this.lockOpen(manager, id);
      await this.profiles.withhold(manager, current.profile_id, 'takedown');
      await this.repository.markHidden(manager, id);
      await this.audit.record(adminUserId, 'takedown.hide', 'takedown', id, { profile_id: current.profile_id }, manager);
    });
    return this.get(id);
  }

  async resolve(adminUserId: string, id: string, outcome: unknown, reason: unknown): Promise<TakedownCase> {
    if (outcome !== 'removed' && outcome !== 'not_removed') throw appError(ErrorKind.BadInput, TAKEDOWN_MESSAGES.outcomeRequired);
    const why = typeof reason === 'string' ? reason.trim() : '';
    if (!why) throw appError(ErrorKind.BadInput, TAKEDOWN_MESSAGES.reasonRequired);
    await this.dataSource.transaction(async (manager) => {
      const current = await this.lockOpen(manager, id);
      // Removed: the profile stays hidden; not removed: a hide done while reviewing is lifted.
      if (outcome === 'removed') await this.profiles.withhold(manager, current.profile_id, 'takedown');
      else await this.profiles.release(manager, current.profile_id, 'takedown');
      await this.repository.resolve(manager, id, outcome, why.slice(0, 2000), adminUserId);
      await this.audit.record(adminUserId, 'takedown.resolve', 'takedown', id, { profile_id: current.profile_id, outcome, reason: why }, manager);
      const name = (await this.profileQueries.namesByIds([current.profile_id], manager)).get(current.profile_id);
      const ownerEmail = name ? await this.accounts.emailOf(name.userId, manager) : undefined;
      await this.notifications.sendTakedownOutcome(
        current.reporter_email,
        ownerEmail && name ? { email: ownerEmail, name: name.fullName } : null,
        { username: name?.username ?? '', removed: outcome === 'removed', reason: why },
        { manager },
      );
    });
    return this.get(id);
  }

  /** The escalation job's work: open cases past their deadline, escalated once, audited with no admin and emailed to every superadmin. */
  async escalateOverdue(now: Date = new Date()): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const escalated = await this.repository.escalateOverdue(manager, now);
      if (!escalated.length) return 0;
      for (const row of escalated) {
        await this.audit.recordSystem('takedown.escalate', 'takedown', row.id, { profile_id: row.profile_id, due_at: new Date(row.due_at).toISOString() }, manager);
      }
      const names = await this.profileQueries.namesByIds(escalated.map((row) => row.profile_id), manager);
      const cases = escalated.map((row) => ({ username: names.get(row.profile_id)?.username ?? row.profile_id, dueAt: new Date(row.due_at) }));
      await this.notifications.sendTakedownEscalation(await this.accounts.superadminEmails(), cases, { manager });
      return escalated.length;
    });
  }

  counts(now?: Date): Promise<{ open: number; overdue: number }> {
    return this.repository.counts(now);
  }

  private async lockOpen(manager: EntityManager, id: string): Promise<TakedownRow> {
    const current = isUuid(id) ? await this.repository.lock(manager, id) : undefined;
    if (!current) throw appError(ErrorKind.NotFound, TAKEDOWN_MESSAGES.notFound);
    if (current.status !== 'open') throw appError(ErrorKind.Conflict, TAKEDOWN_MESSAGES.resolved);
    return current;
  }

  private async toViews(rows: TakedownRow[]): Promise<TakedownCase[]> {
    const names = await this.profileQueries.namesByIds([...new Set(rows.map((row) => row.profile_id))]);
    const now = Date.now();
    return rows.map((row) => {
      const secondsLeft = Math.floor((new Date(row.due_at).getTime() - now) / 1000);
      const name = names.get(row.profile_id);
      return {
        id: row.id,
        report_id: row.report_id,
        profile_id: row.profile_id,
        profile_username: name?.username ?? '',
        profile_full_name: name?.fullName ?? null,
        details: row.details,
        reporter_email: row.reporter_email,
        status: row.status,
        due_at: iso(row.due_at)!,
        seconds_left: secondsLeft,
        overdue: row.status === 'open' && secondsLeft <= 0,
        escalated: row.escalated_at !== null,
        content_hidden: row.content_hidden_at !== null,
        outcome: row.outcome,
        outcome_reason: row.outcome_reason,
        resolved_by: row.resolved_by,
        resolved_at: iso(row.resolved_at),
        created_at: iso(row.created_at)!,
      };
    });
  }
}
