import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { filterIds, filterText, isUuid, ListQuery } from '../common/http/simple-rest';
import { NotificationsService } from '../mail/notifications.service';
import { Profile } from '../profiles/entities/profile.entity';
import { StorageService } from '../storage/storage.service';
import { VerificationDocument } from './entities/verification-document.entity';
import { VERIFICATION_MESSAGES } from './verification-messages';
import { toDecisionView, toVerificationRequestView, VerificationDecisionView, VerificationRequestView } from './verification.mapper';
import { QueueSortField, VerificationRepository } from './verification.repository';

/** `id` too: react-admin sorts by id unless a list names another field. */
export const QUEUE_SORTABLE = ['verification_submitted_at', 'username', 'full_name', 'id'] as const satisfies readonly QueueSortField[];

/** The admin queue and its decisions; every caller holds `can_verify_profiles` (checked by the guard). */
@Injectable()
export class AdminVerificationService {
  constructor(
    private readonly repository: VerificationRepository,
    private readonly storage: StorageService,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
  ) {}

  async list(query: ListQuery<QueueSortField>): Promise<{ items: VerificationRequestView[]; total: number }> {
    const [profiles, total] = await this.repository.findQueuePage({
      ids: filterIds(query.filter)?.filter(isUuid),
      text: filterText(query.filter, 'q'),
      sort: query.sort,
      offset: query.offset,
      limit: query.limit,
    });
    return { items: await this.withDocuments(profiles), total };
  }

  async get(profileId: string): Promise<VerificationRequestView> {
    const [profiles] = isUuid(profileId)
      ? await this.repository.findQueuePage({ ids: [profileId], sort: { field: 'verification_submitted_at', order: 'DESC' }, offset: 0, limit: 1 })
      : [[]];
    if (!profiles.length) throw new NotFoundException(VERIFICATION_MESSAGES.requestNotFound);
    return (await this.withDocuments(profiles))[0];
  }

  /** Verifies the profile and starts the documents' retention period; a verified profile is reported as such. */
  approve(adminUserId: string, profileId: string): Promise<VerificationDecisionView> {
    return this.repository.transaction(async (manager) => {
      const profile = await this.lockProfile(manager, profileId);
      if (profile.isVerified) return toDecisionView(VERIFICATION_MESSAGES.alreadyVerified, profile);
      const now = new Date();
      await this.repository.markApproved(manager, profile, now);
      await this.repository.recordDecision(manager, { profileId, decision: 'approved', decidedBy: adminUserId, submittedAt: profile.verificationSubmittedAt, decidedAt: now });
      await this.audit.record(adminUserId, 'profile.verify', 'profile', profileId, { username: profile.username, via: 'verification' }, manager);
      // "You'll be notified once your profile is verified": queued with the decision, sent by the outbox.
      const email = await this.repository.findAccountEmail(manager, profile.userId);
      if (email) await this.notifications.sendVerificationApproved(email, profile.fullName, { manager });
      return toDecisionView(VERIFICATION_MESSAGES.approved, { ...profile, isVerified: true, verificationRequested: false });
    });
  }

  /**
   * Ends the request and deletes the documents. The files go inside the transaction: if one cannot be
   * deleted, nothing changes and the admin can try again, so no private file outlives its row.
   */
  reject(adminUserId: string, profileId: string): Promise<VerificationDecisionView> {
    return this.repository.transaction(async (manager) => {
      const profile = await this.lockProfile(manager, profileId);
      if (profile.isVerified) throw new ConflictException(VERIFICATION_MESSAGES.alreadyVerified);
      const now = new Date();
      const documents = await this.repository.findDocumentsByUserIds([profile.userId], manager);
      await this.repository.markRejected(manager, profileId, now);
      await this.repository.deleteDocuments(manager, documents.map((document) => document.id));
      await this.repository.recordDecision(manager, { profileId, decision: 'rejected', decidedBy: adminUserId, submittedAt: profile.verificationSubmittedAt, decidedAt: now });
      await this.audit.record(adminUserId, 'profile.reject', 'profile', profileId, { username: profile.username, via: 'verification' }, manager);
      const email = await this.repository.findAccountEmail(manager, profile.userId);
      if (email) await this.notifications.sendVerificationRejected(email, profile.fullName, undefined, { manager });
      await this.storage.deleteAll(this.storage.documentsBucket, documents.map((document) => document.fileUrl));
      return toDecisionView(VERIFICATION_MESSAGES.rejected, { ...profile, verificationRequested: false });
    });
  }

  private async lockProfile(manager: Parameters<VerificationRepository['lockLiveProfile']>[0], profileId: string): Promise<Profile> {
    const profile = isUuid(profileId) ? await this.repository.lockLiveProfile(manager, { id: profileId }) : null;
    if (!profile) throw new NotFoundException(VERIFICATION_MESSAGES.profileNotFound);
    return profile;
  }

  private async withDocuments(profiles: Profile[]): Promise<VerificationRequestView[]> {
    const documents = await this.repository.findDocumentsByUserIds(profiles.map((profile) => profile.userId));
    const byUser = new Map<string, VerificationDocument[]>();
    for (const document of documents) byUser.set(document.userId, [...(byUser.get(document.userId) ?? []), document]);
    const bucket = this.storage.documentsBucket;
    return profiles.map((profile) =>
      toVerificationRequestView(
        profile,
        (byUser.get(profile.userId) ?? []).map((document) => ({
          id: document.id,
          file_type: document.fileType,
          url: this.storage.signedUrl(bucket, document.fileUrl),
        })),
      ),
    );
  }
}
