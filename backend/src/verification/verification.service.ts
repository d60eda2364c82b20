import { BadRequestException, ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { IMAGE_CONTENT_TYPES } from '../storage/file-signature';
import { StorageService } from '../storage/storage.service';
import { checkDocumentImage } from './document-image';
import { documentStorageKey, newSubmissionFolder } from './document-storage-key';
import { VerificationDocument } from './entities/verification-document.entity';
import { VERIFICATION_MESSAGES } from './verification-messages';
import { VerificationRepository } from './verification.repository';

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
  ) {}

  /**
   * Stores both documents privately (document-storage-key.ts), inserts their rows and marks the
   * profile pending, in one transaction that holds the profile row. A failure at any step removes
   * the files written and leaves the profile, and any earlier documents with their files, as they were.
   */
  async submit(userId: string, id: DocumentUpload | undefined, selfie: DocumentUpload | undefined): Promise<void> {
    if (!id || !selfie) throw new BadRequestException(VERIFICATION_MESSAGES.bothRequired);
    const files = [
      { fileType: 'id' as const, buffer: id.buffer, type: await checkDocumentImage(id.buffer) },
      { fileType: 'selfie' as const, buffer: selfie.buffer, type: await checkDocumentImage(selfie.buffer) },
    ];
    const bucket = this.storage.documentsBucket;
    const folder = newSubmissionFolder(userId);
    const keys = files.map((file) => documentStorageKey(folder, file.fileType, file.type));
    const written: string[] = [];
    let replaced: VerificationDocument[] = [];
    try {
      await this.repository.transaction(async (manager) => {
        const profile = await this.repository.lockLiveProfile(manager, { userId });
        if (!profile) throw new NotFoundException(VERIFICATION_MESSAGES.profileNotFound);
        if (profile.isVerified) throw new ConflictException(VERIFICATION_MESSAGES.alreadyVerified);
        if (profile.verificationRequested) throw new ConflictException(VERIFICATION_MESSAGES.underReview);
        // Documents left from an earlier request (e.g. a profile verified, then un-verified) are replaced.
        replaced = await this.repository.findDocumentsByUserIds([userId], manager);
        await this.repository.deleteDocuments(manager, replaced.map((document) => document.id));
        for (const [index, file] of files.entries()) {
          await this.storage.put(bucket, keys[index], file.buffer, IMAGE_CONTENT_TYPES[file.type]);
          written.push(keys[index]);
        }
        await this.repository.insertDocuments(manager, userId, files.map((file, index) => ({ fileType: file.fileType, fileUrl: keys[index] })));
        await this.repository.markSubmitted(manager, profile.id, new Date());
      });
    } catch (error) {
      await this.storage.deleteAll(bucket, written).catch((cleanup) => this.logger.error(`Cannot remove documents ${written.join(', ')}: ${cleanup.message}`));
      throw error;
    }
    // Only now that their rows are gone for good: a failed submission above keeps them, with their files.
    const replacedKeys = replaced.map((document) => document.fileUrl);
    await this.storage.deleteAll(bucket, replacedKeys).catch((cleanup) => this.logger.error(`Cannot remove replaced documents ${replacedKeys.join(', ')}: ${cleanup.message}`));
  }

  /**
   * Deletes every identity document of a user whose profile has been deleted (called once that
   * deletion has committed). Files first, then rows: a file that cannot be deleted keeps its row,
   * and the daily retention job, which also deletes the documents of deleted profiles, tries again.
   */
  async deleteDocumentsOf(userId: string): Promise<void> {
    await this.repository.transaction(async (manager) => {
      const documents = await this.repository.lockDocumentsOfUser(manager, userId);
      await this.storage.deleteAll(this.storage.documentsBucket, documents.map((document) => document.fileUrl));
      await this.repository.deleteDocuments(manager, documents.map((document) => document.id));
    });
  }
}
