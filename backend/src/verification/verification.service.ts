import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { PROFILE_DELETED, ProfileDeletedEvent } from '../events/profile-events';
import { ProfileQueriesService } from '../profiles/profile-queries.service';
import { VerificationSubject } from '../profiles/profile-views';
import { ProfilesService } from '../profiles/profiles.service';
import { extname } from 'node:path';
import { RateLimiter } from '../auth/rate-limit/rate-limiter';
import type { ExportFile } from '../common/data-export/export-file';
import { appError, ErrorKind, TooManyRequestsException } from '../common/errors/app.exception';
import { IMAGE_CONTENT_TYPES } from '../storage/file-signature';
import { StorageService } from '../storage/storage.service';
import { checkDocumentImage, reencodeDocument } from './document-image';
import { documentStorageKey, newSubmissionFolder } from './document-storage-key';
import { VerificationDocument } from './entities/verification-document.entity';
import { VerificationRepository } from './verification.repository';
import { VERIFICATION_MESSAGES } from './verification.messages';

/** What the owner's data export holds of their verification: the decisions, and the documents still stored. */
export interface VerificationExport {
  decisions: { decision: 'approved' | 'rejected'; submitted_at: string | null; decided_at: string }[];
  /** Empty once the retention job has deleted them: a purged document is never exported. */
  documents: { type: 'id' | 'selfie'; submitted_at: string; approved_at: string | null; file: string }[];
}

/** Submissions from one address: each decodes two images of up to the upload limit. */
const VERIFICATION_UPLOAD_LIMIT = { max: 10, windowMs: 60 * 60_000 };

export interface DocumentUpload {
  buffer: Buffer;
}

/** The owner's side of verification: submitting the ID and selfie, all or nothing; and the documents' end with the profile. */
@Injectable()
export class VerificationService {
  private readonly logger = new Logger('Verification');

  constructor(
    private readonly repository: VerificationRepository,
    private readonly storage: StorageService,
    private readonly profiles: ProfilesService,
    private readonly profileQueries: ProfileQueriesService,
    private readonly rateLimiter: RateLimiter,
  ) {}

  /**
   * The owner's verification history for their data export: every decision with its dates (who
   * decided is staff's, and left out), and the identity documents only while they are still stored.
   */
  async exportFor(userId: string, profileId: string | null): Promise<{ verification: VerificationExport; files: ExportFile[] }> {
    const decisions = profileId ? await this.repository.findDecisionsOfProfile(profileId) : [];
    const documents = await this.repository.findDocumentsByUserIds([userId]);
    const named = documents.map((document) => ({ document, name: `${document.fileType}${extname(document.fileUrl)}` }));
    return {
      verification: {
        decisions: decisions.map((d) => ({ decision: d.decision, submitted_at: d.submittedAt?.toISOString() ?? null, decided_at: d.decidedAt.toISOString() })),
        documents: named.map(({ document, name }) => ({ type: document.fileType, submitted_at: document.createdAt.toISOString(), approved_at: document.approvedAt?.toISOString() ?? null, file: name })),
      },
      files: named.map(({ document, name }) => ({ name, open: async () => (await this.storage.get(this.storage.documentsBucket, document.fileUrl)).stream })),
    };
  }

  /**
   * Stores both documents privately (document-storage-key.ts), inserts their rows and marks the
   * profile pending, in one transaction that holds the profile row. A failure at any step removes
   * the files written and leaves the profile, and any earlier documents with their files, as they were.
   */
  async submit(userId: string, id: DocumentUpload | undefined, selfie: DocumentUpload | undefined, ip: string): Promise<void> {
    // The cheap refusals first: decoding two images is the expensive part of a submission.
    const wait = await this.rateLimiter.hit(`verification:ip:${ip}`, VERIFICATION_UPLOAD_LIMIT);
    if (wait) throw new TooManyRequestsException(VERIFICATION_MESSAGES.tooManyUploads, wait);
    await this.repository.transaction(async (manager) => this.assertCanSubmit(await this.profiles.lockForVerification(manager, { userId })));
    if (!id || !selfie) throw appError(ErrorKind.BadInput, VERIFICATION_MESSAGES.bothRequired);
    const checked = [
      { fileType: 'id' as const, buffer: id.buffer, type: await checkDocumentImage(id.buffer) },
      { fileType: 'selfie' as const, buffer: selfie.buffer, type: await checkDocumentImage(selfie.buffer) },
    ];
    // Stored re-encoded: an ID photo's EXIF often carries the GPS position of the advertiser's home.
    const files = await Promise.all(checked.map(async (file) => ({ ...file, buffer: await reencodeDocument(file.buffer, file.type) })));
    const bucket = this.storage.documentsBucket;
    const folder = newSubmissionFolder(userId);
    const keys = files.map((file) => documentStorageKey(folder, file.fileType, file.type));
    const written: string[] = [];
    let replaced: VerificationDocument[] = [];
    try {
      await this.repository.transaction(async (manager) => {
        // Again under the lock: a second submission may have been accepted since the first check.
        const profile = this.assertCanSubmit(await this.profiles.lockForVerification(manager, { userId }));
        // Documents left from an earlier request (e.g. a profile verified, then un-verified) are replaced.
        replaced = await this.repository.findDocumentsByUserIds([userId], manager);
        await this.repository.deleteDocuments(manager, replaced.map((document) => document.id));
        for (const [index, file] of files.entries()) {
          await this.storage.put(bucket, keys[index], file.buffer, IMAGE_CONTENT_TYPES[file.type]);
          written.push(keys[index]);
        }
        await this.repository.insertDocuments(manager, userId, files.map((file, index) => ({ fileType: file.fileType, fileUrl: keys[index] })));
        await this.profiles.markVerificationSubmitted(manager, profile.id, new Date());
      });
    } catch (error) {
      await this.storage.deleteAll(bucket, written).catch((cleanup) => this.logger.error(`Cannot remove documents ${written.join(', ')}: ${cleanup.message}`));
      throw error;
    }
    // Only now that their rows are gone for good: a failed submission above keeps them, with their files.
    const replacedKeys = replaced.map((document) => document.fileUrl);
    await this.storage.deleteAll(bucket, replacedKeys).catch((cleanup) => this.logger.error(`Cannot remove replaced documents ${replacedKeys.join(', ')}: ${cleanup.message}`));
  }

  private assertCanSubmit(profile: VerificationSubject | null): VerificationSubject {
    if (!profile) throw appError(ErrorKind.NotFound, VERIFICATION_MESSAGES.profileNotFound);
    if (profile.isVerified) throw appError(ErrorKind.Conflict, VERIFICATION_MESSAGES.alreadyVerified);
    if (profile.verificationRequested) throw appError(ErrorKind.Conflict, VERIFICATION_MESSAGES.underReview);
    return profile;
  }

  /**
   * A deleted profile keeps no identity documents. Files first, then rows: a file that cannot be
   * deleted keeps its row (the failure is logged), and the daily retention job, which also deletes
   * the documents of deleted profiles, tries again.
   */
  @OnEvent(PROFILE_DELETED)
  async deleteDocumentsOfDeletedProfile(event: ProfileDeletedEvent): Promise<void> {
    await this.repository.transaction(async (manager) => {
      const documents = await this.repository.lockDocumentsOfUser(manager, event.userId);
      await this.storage.deleteAll(this.storage.documentsBucket, documents.map((document) => document.fileUrl));
      await this.repository.deleteDocuments(manager, documents.map((document) => document.id));
    });
  }

  /**
   * A profile verified without a decision here (data from before decisions were recorded) has
   * documents without an approval time; stamping them starts their retention period.
   */
  async stampApprovalOfVerifiedProfiles(at: Date): Promise<void> {
    const verified = await this.profileQueries.verifiedUserIds(await this.repository.userIdsWithUnapprovedDocuments());
    await this.repository.transaction((manager) => this.repository.stampApproval(manager, verified, at));
  }

  /** Owners of documents whose profile was deleted (removing the documents then failed). */
  async ownersWithoutLiveProfile(): Promise<string[]> {
    const owners = await this.repository.userIdsWithDocuments();
    const live = new Set(await this.profileQueries.userIdsWithLiveProfile(owners));
    return owners.filter((userId) => !live.has(userId));
  }
}
