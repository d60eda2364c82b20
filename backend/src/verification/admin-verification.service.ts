import { VERIFICATION_REJECT_REASONS, type VerificationRejectReason, type VerificationRequestView } from 'contract';
import type { AuthUser } from '../auth/access-token.service';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { AccountsService } from '../auth/accounts.service';
import { filterIds, filterText, isUuid, ListQuery } from '../common/http/lists/simple-rest';
import { NotificationsService } from '../mail/notifications.service';
import { ProfileQueriesService } from '../profiles/profile-queries.service';
import type { VerificationQueueSortField, VerificationSubject } from '../profiles/profile-views';
import { ProfilesService } from '../profiles/profiles.service';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { StorageNotFoundError } from '../storage/storage-keys';
import type { StoredObject } from '../storage/storage.driver';
import { StorageService } from '../storage/storage.service';
import { DocumentLinks } from './document-links';
import { VerificationDocument } from './entities/verification-document.entity';
import { toDecisionView, toVerificationRequestView, VerificationDecisionView } from './verification.mapper';
import { VerificationRepository } from './verification.repository';
import { VERIFICATION_MESSAGES } from './verification.messages';
import { appError, ErrorKind } from '../common/errors/app.exception';

/** `id` too: react-admin sorts by id unless a list names another field. */
export const QUEUE_SORTABLE = ['queue', 'verification_submitted_at', 'username', 'full_name', 'id'] as const satisfies readonly VerificationQueueSortField[];

/** The admin queue and its decisions; every caller holds `can_verify_profiles` (checked by the guard). */
@Injectable()
export class AdminVerificationService {
  private readonly links: DocumentLinks;

  constructor(
    private readonly repository: VerificationRepository,
    private readonly storage: StorageService,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
    private readonly profiles: ProfilesService,
    private readonly profileQueries: ProfileQueriesService,
    private readonly accounts: AccountsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.links = new DocumentLinks(config.jwtSecret);
  }

  /** `viewer` is the asking admin: the document links are signed for them. */
  async list(query: ListQuery<VerificationQueueSortField>, viewer: AuthUser): Promise<{ items: VerificationRequestView[]; total: number }> {
    const [profiles, total] = await this.profileQueries.verificationQueue({
      ids: filterIds(query.filter)?.filter(isUuid),
      text: filterText(query.filter, 'q'),
      sort: query.sort,
      offset: query.offset,
      limit: query.limit,
    });
    return { items: await this.withDocuments(profiles, viewer), total };
  }

  async get(profileId: string, viewer: AuthUser): Promise<VerificationRequestView> {
    const [profiles] = isUuid(profileId)
      ? await this.profileQueries.verificationQueue({ ids: [profileId], sort: { field: 'verification_submitted_at', order: 'DESC' }, offset: 0, limit: 1 })
      : [[]];
    if (!profiles.length) throw appError(ErrorKind.NotFound, VERIFICATION_MESSAGES.requestNotFound);
    return (await this.withDocuments(profiles, viewer))[0];
  }

  /**
   * An identity document, for the admin its link was signed for (`viewerId`, the bearer the guard
   * let in): 403 for a link that is another admin's, altered or expired; 404 once the document is gone.
   */
  async openDocument(viewerId: string, profileId: string, documentId: string, expires: unknown, signature: unknown): Promise<StoredObject> {
    if (!this.links.verify(viewerId, profileId, documentId, expires, signature)) {
      throw appError(ErrorKind.Forbidden, VERIFICATION_MESSAGES.invalidDocumentLink);
    }
    const document = isUuid(documentId) ? await this.repository.findDocumentById(documentId) : null;
    if (!document) throw appError(ErrorKind.NotFound, VERIFICATION_MESSAGES.documentNotFound);
    try {
      return await this.storage.get(this.storage.documentsBucket, document.fileUrl);
    } catch (error) {
      if (error instanceof StorageNotFoundError) throw appError(ErrorKind.NotFound, VERIFICATION_MESSAGES.documentNotFound);
      throw error;
    }
  }

  /**
   * Verifies the profile and starts the documents' retention period. Both decisions need a pending
   * request, checked under the profile's row lock: of an approve and a reject sent at once, one
   * wins and the other is answered 409.
   */
  approve(adminUserId: string, profileId: string): Promise<VerificationDecisionView> {
    return this.repository.transaction(async (manager) => this.verify(manager, adminUserId, await this.lockPendingRequest(manager, profileId)));
  }

  /**
   * The Escorts screen's 'Verify Profile': any live profile, with or without a request (an admin
   * may know the person); a verified one is reported as such. Under the same row lock as approve.
   */
  verifyProfile(adminUserId: string, profileId: string): Promise<VerificationDecisionView> {
    return this.repository.transaction(async (manager) => {
      const profile = isUuid(profileId) ? await this.profiles.lockForVerification(manager, { id: profileId }) : null;
      if (!profile) throw appError(ErrorKind.NotFound, VERIFICATION_MESSAGES.profileNotFound);
      if (profile.isVerified) return toDecisionView(VERIFICATION_MESSAGES.alreadyVerified, profile);
      return this.verify(manager, adminUserId, profile);
    });
  }

  /** Verifies the locked profile, records and audits the decision, and queues the owner's email. */
  private async verify(manager: EntityManager, adminUserId: string, profile: VerificationSubject): Promise<VerificationDecisionView> {
    const profileId = profile.id;
    const now = new Date();
    await this.profiles.markVerified(manager, profile.id, now);
    await this.repository.markApproved(manager, profile.userId, now);
    await this.repository.recordDecision(manager, { profileId, decision: 'approved', decidedBy: adminUserId, submittedAt: profile.verificationSubmittedAt, decidedAt: now, reason: null, note: null });
    await this.audit.record(adminUserId, 'profile.verify', 'profile', profileId, { username: profile.username, via: 'verification' }, manager);
    // "You'll be notified once your profile is verified": queued with the decision, sent by the outbox.
    const email = await this.accounts.emailOf(profile.userId, manager);
    if (email) await this.notifications.sendVerificationApproved(email, profile.fullName, { manager });
    return toDecisionView(VERIFICATION_MESSAGES.approved, { ...profile, isVerified: true, verificationRequested: false });
  }

  /**
   * Ends the request with the reason the advertiser is emailed, then deletes the documents. The files go
   * inside the transaction: if one cannot be deleted, nothing changes and the admin can try again, so no
   * private file outlives its row.
   */
  reject(adminUserId: string, profileId: string, why: { reason: VerificationRejectReason; note?: string }): Promise<VerificationDecisionView> {
    const note = why.note?.trim() || null;
    return this.repository.transaction(async (manager) => {
      const profile = await this.lockPendingRequest(manager, profileId);
      const now = new Date();
      const documents = await this.repository.findDocumentsByUserIds([profile.userId], manager);
      await this.profiles.markVerificationRejected(manager, profileId, now);
      await this.repository.deleteDocuments(manager, documents.map((document) => document.id));
      await this.repository.recordDecision(manager, {
        profileId,
        decision: 'rejected',
        decidedBy: adminUserId,
        submittedAt: profile.verificationSubmittedAt,
        decidedAt: now,
        reason: why.reason,
        note,
      });
      await this.audit.record(adminUserId, 'profile.reject', 'profile', profileId, { username: profile.username, via: 'verification', reason: why.reason, note }, manager);
      const email = await this.accounts.emailOf(profile.userId, manager);
      if (email) {
        const reasonText = why.reason === 'other' ? note! : VERIFICATION_REJECT_REASONS[why.reason];
        await this.notifications.sendVerificationRejected(email, profile.fullName, { reason: reasonText, note: why.reason === 'other' ? null : note }, { manager });
      }
      await this.storage.deleteAll(this.storage.documentsBucket, documents.map((document) => document.fileUrl));
      return toDecisionView(VERIFICATION_MESSAGES.rejected, { ...profile, verificationRequested: false });
    });
  }

  private async lockPendingRequest(manager: EntityManager, profileId: string): Promise<VerificationSubject> {
    const profile = isUuid(profileId) ? await this.profiles.lockForVerification(manager, { id: profileId }) : null;
    if (!profile) throw appError(ErrorKind.NotFound, VERIFICATION_MESSAGES.profileNotFound);
    if (profile.isVerified) throw appError(ErrorKind.Conflict, VERIFICATION_MESSAGES.alreadyVerified);
    if (!profile.verificationRequested) throw appError(ErrorKind.Conflict, VERIFICATION_MESSAGES.noPendingRequest);
    return profile;
  }

  private async withDocuments(profiles: VerificationSubject[], viewer: AuthUser): Promise<VerificationRequestView[]> {
    const documents = await this.repository.findDocumentsByUserIds(profiles.map((profile) => profile.userId));
    const byUser = new Map<string, VerificationDocument[]>();
    for (const document of documents) byUser.set(document.userId, [...(byUser.get(document.userId) ?? []), document]);
    const now = new Date();
    return profiles.map((profile) =>
      toVerificationRequestView(
        profile,
        now,
        (byUser.get(profile.userId) ?? []).map((document) => ({
          id: document.id,
          file_type: document.fileType,
          url: this.links.create(viewer.id, profile.id, document.id),
        })),
      ),
    );
  }
}
