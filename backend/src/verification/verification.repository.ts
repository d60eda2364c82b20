import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In, IsNull, LessThan } from 'typeorm';
import { DummyValue, GenerateSql, MANAGER, RunsNoSql } from '../common/sql/generate-sql';
import { VerificationDecision } from './entities/verification-decision.entity';
import { VerificationDocument } from './entities/verification-document.entity';

/** Every query on identity documents and verification decisions. */
@Injectable()
export class VerificationRepository {
  constructor(private readonly db: DataSource) {}

  @RunsNoSql()
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  @GenerateSql({ params: [[DummyValue.USER_ID]] })
  findDocumentsByUserIds(userIds: string[], manager: EntityManager = this.db.manager): Promise<VerificationDocument[]> {
    if (userIds.length === 0) return Promise.resolve([]);
    return manager.getRepository(VerificationDocument).find({ where: { userId: In(userIds) }, order: { fileType: 'ASC' } });
  }

  @GenerateSql({ params: [DummyValue.UUID] })
  findDocumentById(id: string): Promise<VerificationDocument | null> {
    return this.db.getRepository(VerificationDocument).findOne({ where: { id } });
  }

  @GenerateSql({ params: [MANAGER, DummyValue.USER_ID, [{ fileType: 'id', fileUrl: 'documents/id.jpg' }]] })
  async insertDocuments(manager: EntityManager, userId: string, documents: Array<Pick<VerificationDocument, 'fileType' | 'fileUrl'>>): Promise<void> {
    await manager.getRepository(VerificationDocument).insert(documents.map((document) => ({ ...document, userId })));
  }

  @GenerateSql({ params: [MANAGER, [DummyValue.UUID]] })
  async deleteDocuments(manager: EntityManager, ids: string[]): Promise<void> {
    if (ids.length) await manager.getRepository(VerificationDocument).delete({ id: In(ids) });
  }

  /** Approval starts the documents' retention period. */
  @GenerateSql({ params: [MANAGER, DummyValue.USER_ID, DummyValue.DATE] })
  async markApproved(manager: EntityManager, userId: string, at: Date): Promise<void> {
    await manager.getRepository(VerificationDocument).update({ userId }, { approvedAt: at });
  }

  /** Starts the retention period of these users' documents that have none yet. */
  @GenerateSql({ params: [MANAGER, [DummyValue.USER_ID], DummyValue.DATE] })
  async stampApproval(manager: EntityManager, userIds: string[], at: Date): Promise<void> {
    if (userIds.length) await manager.getRepository(VerificationDocument).update({ userId: In(userIds), approvedAt: IsNull() }, { approvedAt: at });
  }

  @GenerateSql({ params: [DummyValue.PROFILE_ID] })
  findDecisionsOfProfile(profileId: string): Promise<VerificationDecision[]> {
    return this.db.getRepository(VerificationDecision).find({ where: { profileId }, order: { decidedAt: 'ASC' } });
  }

  @GenerateSql({ params: [MANAGER, { profileId: DummyValue.PROFILE_ID, decision: 'approved', decidedBy: DummyValue.USER_ID, submittedAt: DummyValue.DATE, decidedAt: DummyValue.DATE }] })
  async recordDecision(manager: EntityManager, decision: Omit<VerificationDecision, 'id'>): Promise<void> {
    await manager.getRepository(VerificationDecision).insert(decision);
  }

  /** Owners of documents not yet stamped approved: the retention job asks which of them are verified. */
  @GenerateSql()
  async userIdsWithUnapprovedDocuments(): Promise<string[]> {
    const rows: { user_id: string }[] = await this.db.query(`SELECT DISTINCT user_id FROM verification_documents WHERE approved_at IS NULL`);
    return rows.map((row) => row.user_id);
  }

  @GenerateSql()
  async userIdsWithDocuments(): Promise<string[]> {
    const rows: { user_id: string }[] = await this.db.query(`SELECT DISTINCT user_id FROM verification_documents`);
    return rows.map((row) => row.user_id);
  }

  /** The user's documents, locked until the transaction ends. */
  @GenerateSql({ params: [MANAGER, DummyValue.USER_ID] })
  lockDocumentsOfUser(manager: EntityManager, userId: string): Promise<VerificationDocument[]> {
    return manager.getRepository(VerificationDocument).createQueryBuilder('d').setLock('pessimistic_write').where('d.userId = :userId', { userId }).getMany();
  }

  /**
   * Documents to delete: approved before the cutoff, or belonging to the given users (whose profile
   * is gone). Locked, skipping rows another instance holds, so two instances never delete the same rows twice.
   */
  @GenerateSql({ name: 'with owners gone', params: [MANAGER, DummyValue.DATE, [DummyValue.USER_ID], 100] }, { name: 'approved long ago only', params: [MANAGER, DummyValue.DATE, [], 100] })
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
