import { AdminProfile, PHOTO_FRESHNESS, SUBSCRIPTION_TIERS } from 'contract';
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { monthsBefore } from '../common/time/months';
import { filterBoolean, filterIds, filterOneOf, filterText, isUuid, likePattern, ListQuery } from '../common/http/lists/simple-rest';
import { toAdminProfile } from './dto/admin-profile.dto';
import { AdminProfileSortField, AdminProfilesRepository } from './admin-profiles.repository';
import { PROFILE_MESSAGES, ProfilesErrorCode, ProfilesException } from './profiles.exception';

export const ADMIN_PROFILE_SORTABLE = [
  'id',
  'created_at',
  'username',
  'full_name',
  'email',
  'location',
  'subscription_tier',
  'subscription_expires_at',
  'is_verified',
  'is_active',
] as const satisfies readonly AdminProfileSortField[];
export const ADMIN_PROFILE_FILTERS = ['q', 'is_active', 'is_verified', 'verification_requested', 'subscription_tier', 'photos_over_12_months'] as const;

/** The Escorts screen: search and pause/activate (spec §2, §4, §7). */
@Injectable()
export class AdminProfilesService {
  constructor(
    private readonly repository: AdminProfilesRepository,
    private readonly audit: AuditService,
    private readonly dataSource: DataSource,
  ) {}

  async list(query: ListQuery<AdminProfileSortField>): Promise<{ items: AdminProfile[]; total: number }> {
    const { filter } = query;
    const q = filterText(filter, 'q');
    const now = new Date();
    const stale = filterBoolean(filter, 'photos_over_12_months');
    const [profiles, total] = await this.repository.findPage(
      {
        ids: filterIds(filter)?.filter(isUuid),
        q: q ? likePattern(q) : undefined,
        isActive: filterBoolean(filter, 'is_active'),
        isVerified: filterBoolean(filter, 'is_verified'),
        verificationRequested: filterBoolean(filter, 'verification_requested'),
        tier: filterOneOf(filter, 'subscription_tier', SUBSCRIPTION_TIERS),
        photosOlderThan: stale === undefined ? undefined : { before: monthsBefore(now, PHOTO_FRESHNESS.withholdAfterMonths), older: stale },
      },
      query.sort,
      query.offset,
      query.limit,
    );
    return { items: profiles.map((profile) => toAdminProfile(profile, now)), total };
  }

  async get(id: string): Promise<AdminProfile> {
    const profile = isUuid(id) ? await this.repository.findLiveById(id) : null;
    if (!profile) throw new ProfilesException(ProfilesErrorCode.NotFound, PROFILE_MESSAGES.notFound);
    return toAdminProfile(profile);
  }

  /** Active/Paused toggle; audited only when the state actually changes. */
  setActive(adminUserId: string, id: string, isActive: boolean): Promise<AdminProfile> {
    return this.dataSource.transaction(async (manager) => {
      const profile = isUuid(id) ? await this.repository.findLiveByIdForUpdate(manager, id) : null;
      if (!profile) throw new ProfilesException(ProfilesErrorCode.NotFound, PROFILE_MESSAGES.notFound);
      if (profile.isActive !== isActive) {
        await this.repository.setActive(manager, id, isActive);
        const action = isActive ? 'profile.activate' : 'profile.pause';
        await this.audit.record(adminUserId, action, 'profile', id, { username: profile.username }, manager);
      }
      return toAdminProfile((await this.repository.findLiveById(id, manager))!);
    });
  }

  /** Report resolution pauses the reported profile inside the caller's transaction; a deleted profile is already hidden. */
  async pauseForReport(manager: EntityManager, id: string): Promise<void> {
    const profile = await this.repository.findLiveByIdForUpdate(manager, id);
    if (profile?.isActive) await this.repository.setActive(manager, id, false);
  }
}
