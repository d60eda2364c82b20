import { BadRequestException, ConflictException, Injectable, Logger, NotFoundException, UnsupportedMediaTypeException } from '@nestjs/common';
import { detectImageType, IMAGE_CONTENT_TYPES, IMAGE_EXTENSIONS } from '../storage/file-signature';
import { StorageService } from '../storage/storage.service';
import { VERIFICATION_MESSAGES } from './verification-messages';
import { VerificationRepository } from './verification.repository';

export interface DocumentUpload {
  buffer: Buffer;
}

/** The owner's side of verification: submitting the ID and selfie, all or nothing. */
@Injectable()
export class VerificationService {
  private readonly logger = new Logger('Verification');

  constructor(
    private readonly repository: VerificationRepository,
    private readonly storage: StorageService,
  ) {}

  /**
   * Stores both documents privately at `{userId}/id.{ext}` and `{userId}/selfie.{ext}`, inserts their
   * rows and marks the profile pending, in one transaction that holds the profile row: a failure at
   * any step removes the files written and leaves the profile as it was.
   */
  async submit(userId: string, id: DocumentUpload | undefined, selfie: DocumentUpload | undefined): Promise<void> {
    if (!id || !selfie) throw new BadRequestException(VERIFICATION_MESSAGES.bothRequired);
    const files = [
      { fileType: 'id' as const, buffer: id.buffer, type: detectImageType(id.buffer) },
      { fileType: 'selfie' as const, buffer: selfie.buffer, type: detectImageType(selfie.buffer) },
    ];
    for (const file of files) {
      if (file.type !== 'jpeg' && file.type !== 'png') throw new UnsupportedMediaTypeException(VERIFICATION_MESSAGES.wrongType);
    }
    const bucket = this.storage.documentsBucket;
    const written: string[] = [];
    try {
      await this.repository.transaction(async (manager) => {
        const profile = await this.repository.lockLiveProfile(manager, { userId });
        if (!profile) throw new NotFoundException(VERIFICATION_MESSAGES.profileNotFound);
        if (profile.isVerified) throw new ConflictException(VERIFICATION_MESSAGES.alreadyVerified);
        if (profile.verificationRequested) throw new ConflictException(VERIFICATION_MESSAGES.underReview);
        // Documents left from an earlier request (e.g. a profile verified, then un-verified) are replaced.
        const leftovers = await this.repository.findDocumentsByUserIds([userId], manager);
        await this.repository.deleteDocuments(manager, leftovers.map((document) => document.id));
        const keys = files.map((file) => `${userId}/${file.fileType}.${IMAGE_EXTENSIONS[file.type!]}`);
        await this.storage.deleteAll(bucket, [...new Set([...leftovers.map((document) => document.fileUrl), ...keys])]);
        for (const [index, file] of files.entries()) {
          await this.storage.put(bucket, keys[index], file.buffer, IMAGE_CONTENT_TYPES[file.type!]);
          written.push(keys[index]);
        }
        await this.repository.insertDocuments(manager, userId, files.map((file, index) => ({ fileType: file.fileType, fileUrl: keys[index] })));
        await this.repository.markSubmitted(manager, profile.id, new Date());
      });
    } catch (error) {
      await this.storage.deleteAll(bucket, written).catch((cleanup) => this.logger.error(`Cannot remove documents ${written.join(', ')}: ${cleanup.message}`));
      throw error;
    }
  }
}
