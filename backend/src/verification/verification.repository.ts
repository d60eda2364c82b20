import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In, IsNull, LessThan } from 'typeorm';
import { VerificationDecision } from './entities/verification-decision.entity';
import { VerificationDocument } from './entities/verification-document.entity';

/** Every query on identity documents and verification decisions. */
@Injectable()
export class VerificationRepository {
  constructor(private readonly db: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  findDocumentsByUserIds(userIds: string[], manager: EntityManager = this.db.manager): Promise<VerificationDocument[]> {
    if (userIds.length === 0) return Promise.resolve([]);
    return manager.getRepository(VerificationDocument).find({ where: { userId: In(userIds) }, order: { fileType: 'ASC' } });
  }

  async insertDocuments(manager: EntityManager, userId: string, documents: Array<Pick<VerificationDocument, 'fileType' | 'fileUrl'>>): Promise<void> {
    await manager.getRepository(VerificationDocument).insert(documents.map((document) => ({ ...document, userId })));
  }

  async deleteDocuments(manager: EntityManager, ids: string[]): Promise<void> {
    if (ids.length) await manager.getRepository(VerificationDocument).delete({ id: In(ids) });
  }

  /** Approval starts the documents' retention period. */
  async markApproved(manager: EntityManager, userId: string, at: Date): Promise<void> {
    await manager.getRepository(VerificationDocument).update({ userId }, { approvedAt: at });
  }

  /** Starts the retention period of these users' documents that have none yet. */
  async stampApproval(manager: EntityManager, userIds: string[], at: Date): Promise<void> {
    if (userIds.length) await manager.getRepository(VerificationDocument).update({ userId: In(userIds), approvedAt: IsNull() }, { approvedAt: at });
  }

  findDecisionsOfProfile(profileId: string): Promise<VerificationDecision[]> {
    return this.db.getRepository(VerificationDecision).find({ where: { profileId }, order: { decidedAt: 'ASC' } });
  }

  async recordDecision(manager: EntityManager, decision: Omit<VerificationDecision, 'id'>): Promise<void> {
    await manager.getRepository(VerificationDecision).insert(decision);
  }

  /** Owners of documents not yet stamped approved: the retention job asks which of them are verified. */
  async userIdsWithUnapprovedDocuments(): Promise<string[]> {
    const rows: { user_id: string }[] = await this.db.query(`SELECT DISTINCT user_id FROM verification_documents WHERE approved_at IS NULL`);
    return rows.map((row) => row.user_id);
  }

  async userIdsWithDocuments(): Promise<string[]> {
    const rows: { user_id: string }[] = await this.db.query(`SELECT DISTINCT user_id FROM verification_documents`);
    return rows.map((row) => row.user_id);
  }

  /** The user's documents, locked until the transaction ends. */
  lockDocumentsOfUser(manager: EntityManager, userId: string): Promise<VerificationDocument[]> {
    return manager.getRepository(VerificationDocument).createQueryBuilder('d').setLock('pessimistic_write').where('d.userId = :userId', { userId }).getMany();
  }

  /**
   * Documents to delete: approved before the cutoff, or belonging to the given users (whose profile
   * is gone). Locked, skipping rows another instance holds, so two instances never delete the same rows twice.
   */
  findDueForDeletion(manager: EntityManager, approvedBefore: Date, ownersGone: string[], limit: number): Promise<VerificationDocument[]> {
    const query = manager
      .getRepository(VerificationDocument)
      .createQueryBuilder('d')
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked')
      .where({ approvedAt: LessThan(approvedBefore) });
    if (ownersGone.length) query.orWhere('d.userId IN (:...ownersGone)', { ownersGone });
    return query.orderBy('d.createdAt', 'ASC').limit(limit).getMany();
  }
}
