import { ModerationSettingView, OwnerModerationState } from 'contract';
import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { filterBoolean, filterIds, filterOneOf, filterUuid, isUuid, ListQuery } from '../common/http/simple-rest';
import { MODERATION_DECIDED, ModerationDecidedEvent } from '../events/moderation-events';
import { KIND_LABELS, MODERATION_KINDS, MODERATION_MODES, MODERATION_STATES, ModerationKind, ModerationMode, REJECT_REASON_KEYS, RejectReason } from './moderation-kinds';
import { ModerationErrorCode, ModerationException, MODERATION_MESSAGES } from './moderation.exception';
import { ModerationItemView, reasonLabel, toModerationItemView, toOwnerModerationState } from './moderation.mapper';
import { ModerationDetails, ModerationRepository, ModerationSortField } from './moderation.repository';

export const MODERATION_SORTABLE = ['queue', 'created_at', 'kind', 'state', 'decided_at'] as const satisfies readonly ModerationSortField[];
export const MODERATION_FILTERS = ['state', 'kind', 'profile_id', 'flagged'] as const;

/** Something to review: a new profile, its changed text, or a new photo. */
export interface Submission {
  kind: ModerationKind;
  profileId: string;
  photoId?: string;
  details: ModerationDetails;
  /** Why it needs a closer look (a review rule, a photo matching another profile's). */
  flag?: string;
  /** Held whatever the kind's setting (a copied photo is never shown before review). */
  hold?: boolean;
}

export interface Decision {
  reason?: RejectReason;
  note?: string;
}

/** Why a photo was rejected, as its owner is told: the reason's label and the admin's note. */
export interface PhotoRejection {
  reason: string | null;
  note: string | null;
}

/**
 * The moderation queue. Modules that publish content submit it here (in their own transaction) and
 * learn whether to hold it; a decision travels back to them as MODERATION_DECIDED in the decision's
 * transaction, so an item and what it holds back change together or not at all.
 */
@Injectable()
export class ModerationService {
  constructor(
    private readonly repository: ModerationRepository,
    private readonly audit: AuditService,
    private readonly events: EventEmitter2,
    private readonly dataSource: DataSource,
  ) {}

  /** Queues the item; answers whether it is held (pre-moderation) or already shown (post-moderation). */
  async submit(manager: EntityManager, submission: Submission): Promise<{ held: boolean; id: string }> {
    const modes = await this.repository.modes(manager);
    const held = submission.hold === true || modes[submission.kind] === 'pre';
    const id = await this.repository.insert(manager, { ...submission, held });
    return { held, id };
  }

  /** Whether new items of this kind are held (so a caller can store them hidden from the start). */
  async holds(kind: ModerationKind, manager?: EntityManager): Promise<boolean> {
    return (await this.repository.modes(manager))[kind] === 'pre';
  }

  async list(query: ListQuery<ModerationSortField>): Promise<{ items: ModerationItemView[]; total: number }> {
    const { filter } = query;
    const [rows, total] = await this.repository.findPage(
      {
        ids: filterIds(filter)?.filter(isUuid),
        state: filterOneOf(filter, 'state', MODERATION_STATES),
        kind: filterOneOf(filter, 'kind', MODERATION_KINDS),
        profileId: filterUuid(filter, 'profile_id'),
        flagged: filterBoolean(filter, 'flagged'),
      },
      query.sort,
      query.offset,
      query.limit,
    );
    const now = new Date();
    return { items: rows.map((row) => toModerationItemView(row, now)), total };
  }

  async get(id: string): Promise<ModerationItemView> {
    const row = isUuid(id) ? await this.repository.findById(id) : undefined;
    if (!row) throw new ModerationException(ModerationErrorCode.NotFound, MODERATION_MESSAGES.notFound);
    return toModerationItemView(row);
  }

  approve(adminUserId: string, id: string, decision: Decision): Promise<ModerationItemView> {
    return this.decide(adminUserId, id, true, decision);
  }

  reject(adminUserId: string, id: string, decision: Decision): Promise<ModerationItemView> {
    if (!decision.reason) throw new ModerationException(ModerationErrorCode.BadInput, MODERATION_MESSAGES.reasonRequired);
    return this.decide(adminUserId, id, false, decision);
  }

  /** The newest item of each kind for the owner's editor. */
  async ownerStates(profileId: string): Promise<OwnerModerationState[]> {
    return (await this.repository.latestByProfile(profileId)).map(toOwnerModerationState);
  }

  /** Why each of the profile's rejected photos was not approved, by photo id (the owner's editor shows it beside the photo). */
  async photoRejections(profileId: string, manager?: EntityManager): Promise<Map<string, PhotoRejection>> {
    const rows = await this.repository.photoRejections(profileId, manager);
    return new Map(rows.map((row) => [row.photo_id, { reason: reasonLabel(row.reason), note: row.note }]));
  }

  countPending(): Promise<number> {
    return this.repository.countPending();
  }

  async settings(): Promise<ModerationSettingView[]> {
    return (await this.repository.settings()).map((row) => ({ id: row.kind, kind_label: KIND_LABELS[row.kind], mode: row.mode, updated_at: new Date(row.updated_at).toISOString() }));
  }

  async setting(kind: string): Promise<ModerationSettingView> {
    const found = (await this.settings()).find((setting) => setting.id === kind);
    if (!found) throw new ModerationException(ModerationErrorCode.NotFound, MODERATION_MESSAGES.unknownSetting);
    return found;
  }

  async updateSetting(adminUserId: string, kind: string, mode: string): Promise<ModerationSettingView> {
    if (!(MODERATION_KINDS as readonly string[]).includes(kind)) throw new ModerationException(ModerationErrorCode.NotFound, MODERATION_MESSAGES.unknownSetting);
    if (!(MODERATION_MODES as readonly string[]).includes(mode)) throw new ModerationException(ModerationErrorCode.BadInput, MODERATION_MESSAGES.badMode);
    await this.dataSource.transaction(async (manager) => {
      await this.repository.setMode(manager, kind as ModerationKind, mode as ModerationMode);
      await this.audit.record(adminUserId, 'moderation.settings', 'moderation_setting', kind, { mode }, manager);
    });
    return this.setting(kind);
  }

  private async decide(adminUserId: string, id: string, approved: boolean, decision: Decision): Promise<ModerationItemView> {
    if (!isUuid(id)) throw new ModerationException(ModerationErrorCode.NotFound, MODERATION_MESSAGES.notFound);
    if (decision.reason && !REJECT_REASON_KEYS.includes(decision.reason)) throw new ModerationException(ModerationErrorCode.BadInput, MODERATION_MESSAGES.reasonRequired);
    const note = decision.note?.trim() || null;
    const reason = approved ? null : decision.reason!;
    const decided = await this.dataSource.transaction(async (manager) => {
      const row = await this.repository.decide(manager, id, { state: approved ? 'approved' : 'rejected', reason, note, adminUserId });
      if (!row) {
        const exists = await this.repository.findById(id);
        if (!exists) throw new ModerationException(ModerationErrorCode.NotFound, MODERATION_MESSAGES.notFound);
        throw new ModerationException(ModerationErrorCode.AlreadyDecided, MODERATION_MESSAGES.alreadyDecided);
      }
      const photoIds = row.photo_id ? [row.photo_id] : (row.details.photo_ids ?? []);
      await this.events.emitAsync(MODERATION_DECIDED, new ModerationDecidedEvent(manager, row.kind, row.profile_id, photoIds, approved, row.held, reasonLabel(reason), note));
      await this.audit.record(adminUserId, approved ? 'moderation.approve' : 'moderation.reject', 'moderation_item', row.id, { kind: row.kind, profile_id: row.profile_id, reason, note }, manager);
      return row;
    });
    return toModerationItemView(decided);
  }
}
