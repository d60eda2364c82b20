import { ProfileMessages, REPORT_REASONS, REPORT_STATUSES, type AdminReport } from 'contract';
import { Inject, Injectable } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { AccountsService } from '../auth/accounts.service';
import { RateLimiter } from '../auth/rate-limit/rate-limiter';
import { appError, ErrorKind, TooManyRequestsException } from '../common/errors/app.exception';
import { filterIds, filterOneOf, filterUuid, isUuid, ListQuery } from '../common/http/lists/simple-rest';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { AdminProfilesService } from '../profiles/admin-profiles.service';
import { ProfileQueriesService } from '../profiles/profile-queries.service';
import { toAdminReport } from './dto/admin-report.dto';
import { CreateReportDto } from './dto/create-report.dto';
import { REPORT_RATE_LIMIT } from './report-reasons';
import { REPORTS_MESSAGES } from './reports.messages';
import { ReportRow, ReportSortField, ReportsRepository } from './reports.repository';
import { TakedownsService } from './takedowns.service';

export const REPORT_SORTABLE = ['queue', 'id', 'created_at', 'status', 'reason', 'resolved_at'] as const satisfies readonly ReportSortField[];
export const REPORT_FILTERS = ['status', 'reason', 'profile_id'] as const;

export const REPORT_RECEIVED = 'Thank you. Your report has been sent to our team.';

export interface ReportResolution {
  message: 'Profile paused and report resolved' | 'Report dismissed';
  report: AdminReport;
}

/** Visitors report profiles; admins pause the profile or dismiss the report, and both are recorded. */
@Injectable()
export class ReportsService {
  constructor(
    private readonly repository: ReportsRepository,
    private readonly profiles: AdminProfilesService,
    private readonly profileQueries: ProfileQueriesService,
    private readonly accounts: AccountsService,
    private readonly audit: AuditService,
    private readonly dataSource: DataSource,
    private readonly rateLimiter: RateLimiter,
    private readonly takedowns: TakedownsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async create(username: string, body: CreateReportDto, ip: string): Promise<{ message: string }> {
    // A paused profile answers like an unknown one, so reports cannot tell it exists.
    const profileId = await this.profileQueries.findListedIdByUsername(username);
    if (!profileId) throw appError(ErrorKind.NotFound, ProfileMessages.notFound);
    const reporterIpHash = this.hashIp(ip);
    const wait = await this.rateLimiter.hit(`report:ip:${reporterIpHash}`, REPORT_RATE_LIMIT);
    if (wait) throw new TooManyRequestsException('Too many reports. Please try again later.', wait);
    await this.dataSource.transaction(async (manager) => {
      const reportId = await this.repository.insert({ profileId, reason: body.reason, details: body.details ? body.details : null, reporterIpHash }, manager);
      if (body.reason === 'no_consent') await this.takedowns.open(manager, reportId, profileId, body.contact_email ?? null);
    });
    return { message: REPORT_RECEIVED };
  }

  async list(query: ListQuery<ReportSortField>): Promise<{ items: AdminReport[]; total: number }> {
    const { filter } = query;
    const [rows, total] = await this.repository.findPage(
      {
        ids: filterIds(filter)?.filter(isUuid),
        status: filterOneOf(filter, 'status', REPORT_STATUSES),
        reason: filterOneOf(filter, 'reason', REPORT_REASONS),
        profileId: filterUuid(filter, 'profile_id'),
      },
      query.sort,
      query.offset,
      query.limit,
    );
    return { items: await this.toViews(rows), total };
  }

  async get(id: string): Promise<AdminReport> {
    const row = isUuid(id) ? await this.repository.findById(id) : undefined;
    if (!row) throw appError(ErrorKind.NotFound, REPORTS_MESSAGES.notFound);
    return (await this.toViews([row]))[0];
  }

  pauseProfile(adminUserId: string, id: string): Promise<ReportResolution> {
    return this.resolve(adminUserId, id, 'profile_paused');
  }

  dismiss(adminUserId: string, id: string): Promise<ReportResolution> {
    return this.resolve(adminUserId, id, 'dismissed');
  }

  private resolve(adminUserId: string, id: string, outcome: 'profile_paused' | 'dismissed'): Promise<ReportResolution> {
    return this.dataSource.transaction(async (manager) => {
      const current = isUuid(id) ? await this.repository.lockStatus(manager, id) : undefined;
      if (!current) throw appError(ErrorKind.NotFound, REPORTS_MESSAGES.notFound);
      if (current.status !== 'open') throw appError(ErrorKind.Conflict, REPORTS_MESSAGES.alreadyResolved);
      if (outcome === 'profile_paused') await this.profiles.pauseForReport(manager, current.profile_id);
      await this.repository.resolve(manager, id, outcome, adminUserId);
      const action = outcome === 'profile_paused' ? 'report.pause_profile' : 'report.dismiss';
      await this.audit.record(adminUserId, action, 'report', id, { profile_id: current.profile_id }, manager);
      const [report] = await this.toViews([(await this.repository.findById(id, manager))!], manager);
      return { message: outcome === 'profile_paused' ? 'Profile paused and report resolved' : 'Report dismissed', report };
    });
  }

  /** Each report with its profile's names and the resolving admin's email, asked of the modules that own them. */
  private async toViews(rows: ReportRow[], manager?: EntityManager): Promise<AdminReport[]> {
    const profiles = await this.profileQueries.namesByIds([...new Set(rows.map((row) => row.profile_id))], manager);
    const emails = await this.accounts.emailsByIds([...new Set(rows.flatMap((row) => (row.resolved_by ? [row.resolved_by] : [])))], manager);
    return rows.map((row) => toAdminReport(row, profiles.get(row.profile_id)!, (row.resolved_by && emails.get(row.resolved_by)) || null));
  }

  /** Keyed, so the stored value cannot be reversed by hashing every IPv4 address. */
  private hashIp(ip: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(`report-ip:${ip}`).digest('base64url');
  }
}
