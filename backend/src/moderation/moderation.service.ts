import { ModerationSettingView, OwnerModerationState } from 'contract';
import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { StorageService } from '../storage/storage.service';
import { filterBoolean, filterIds, filterOneOf, filterUuid, isUuid, ListQuery } from '../common/http/lists/simple-rest';
import { MODERATION_DECIDED, ModerationDecidedEvent } from '../events/moderation-events';
import { KIND_LABELS, MODERATION_KINDS, MODERATION_MODES, MODERATION_STATES, ModerationKind, ModerationMode, REJECT_REASON_KEYS, RejectReason } from './moderation-kinds';
import { ModerationItemView, reasonLabel, toModerationItemView, toOwnerModerationState } from './moderation.mapper';
import { ModerationDetails, ModerationItemRow, ModerationRepository, ModerationSortField } from './moderation.repository';
import { MODERATION_MESSAGES } from './moderation.messages';
import { appError, ErrorKind } from '../common/errors/app.exception';

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

/** A profile's text waiting for a decision, as submitted. */
export type PendingText = Pick<ModerationItemRow, 'id' | 'kind' | 'held' | 'flag' | 'details' | 'created_at'>;

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
    private readonly storage: StorageService,
  ) {}

  /** An item for the back office, its photos as fresh signed links. */
  private view(row: ModerationItemRow, now?: Date): ModerationItemView {
    return toModerationItemView(row, (url) => this.storage.privatePhotoUrlOf(url), now);
  }

  /** Queues the item; answers whether it is held (pre-moderation) or already shown (post-moderation). */
  async submit(manager: EntityManager, submission: Submission, createdAt?: Date): Promise<{ held: boolean; id: string }> {
    const modes = await this.repository.modes(manager);
    const held = submission.hold === true || modes[submission.kind] === 'pre';
    const id = await this.repository.insert(manager, { ...submission, held, createdAt });
    return { held, id };
  }

  /**
   * The profile's text items still waiting, locked in the caller's transaction until it ends: an admin deciding one
   * meanwhile waits, then finds it replaced. Call before changing the profile (decisions lock the item, then the profile).
   */
  async lockPendingText(manager: EntityManager, profileId: string): Promise<PendingText[]> {
    return this.repository.lockPendingText(manager, profileId);
  }

  /**
   * A newer edit replaces the text items still waiting (locked by lockPendingText): they leave the queue undecided and
   * the new item, showing what would be published, takes the oldest one's place in the queue.
   */
  async replace(manager: EntityManager, pending: PendingText[], submission: Submission): Promise<{ held: boolean; id: string }> {
    await this.repository.supersede(manager, pending.map((item) => item.id));
    const oldest = new Date(Math.min(...pending.map((item) => new Date(item.created_at).getTime())));
    return this.submit(manager, submission, oldest);
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
    return { items: rows.map((row) => this.view(row, now)), total };
  }

  async get(id: string): Promise<ModerationItemView> {
    const row = isUuid(id) ? await this.repository.findById(id) : undefined;
    if (!row) throw appError(ErrorKind.NotFound, MODERATION_MESSAGES.notFound);
    return this.view(row);
  }

  approve(adminUserId: string, id: string, decision: Decision): Promise<ModerationItemView> {
    return this.decide(adminUserId, id, true, decision);
  }

  reject(adminUserId: string, id: string, decision: Decision): Promise<ModerationItemView> {
    if (!decision.reason) throw appError(ErrorKind.BadInput, MODERATION_MESSAGES.reasonRequired);
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
    if (!found) throw appError(ErrorKind.NotFound, MODERATION_MESSAGES.unknownSetting);
    return found;
  }

  async updateSetting(adminUserId: string, kind: string, mode: string): Promise<ModerationSettingView> {
    if (!(MODERATION_KINDS as readonly string[]).includes(kind)) throw appError(ErrorKind.NotFound, MODERATION_MESSAGES.unknownSetting);
    if (!(MODERATION_MODES as readonly string[]).includes(mode)) throw appError(ErrorKind.BadInput, MODERATION_MESSAGES.badMode);
    await this.dataSource.transaction(async (manager) => {
      await this.repository.setMode(manager, kind as ModerationKind, mode as ModerationMode);
      await this.audit.record(adminUserId, 'moderation.settings', 'moderation_setting', kind, { mode }, manager);
    });
    return this.setting(kind);
  }

  private async decide(adminUserId: string, id: string, approved: boolean, decision: Decision): Promise<ModerationItemView> {
    if (!isUuid(id)) throw appError(ErrorKind.NotFound, MODERATION_MESSAGES.notFound);
    if (decision.reason && !REJECT_REASON_KEYS.includes(decision.reason)) throw appError(ErrorKind.BadInput, MODERATION_MESSAGES.reasonRequired);
    const note = decision.note?.trim() || null;
    const reason = approved ? null : decision.reason!;
    const decided = await this.dataSource.transaction(async (manager) => {
      const row = await this.repository.decide(manager, id, { state: approved ? 'approved' : 'rejected', reason, note, adminUserId });
      if (!row) {
        const exists = await this.repository.findById(id);
        if (!exists) throw appError(ErrorKind.NotFound, MODERATION_MESSAGES.notFound);
        if (exists.state === 'superseded') throw appError(ErrorKind.Conflict, MODERATION_MESSAGES.superseded);
        const byYou = exists.decided_by === adminUserId;
        throw appError(ErrorKind.Conflict, byYou ? MODERATION_MESSAGES.alreadyDecidedByYou : MODERATION_MESSAGES.alreadyDecided);
      }
      const photoIds = row.photo_id ? [row.photo_id] : (row.details.photo_ids ?? []);
      await this.events.emitAsync(MODERATION_DECIDED, new ModerationDecidedEvent(manager, row.kind, row.profile_id, photoIds, approved, row.held, reasonLabel(reason), note));
      await this.audit.record(adminUserId, approved ? 'moderation.approve' : 'moderation.reject', 'moderation_item', row.id, { kind: row.kind, profile_id: row.profile_id, reason, note }, manager);
      return row;
    });
    return this.view(decided);
  }
}
