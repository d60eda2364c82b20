import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import { likePattern } from '../common/http/simple-rest';
import { Profile } from '../profiles/entities/profile.entity';
import { VerificationDecision } from './entities/verification-decision.entity';
import { VerificationDocument } from './entities/verification-document.entity';

export type QueueSortField = 'id' | 'verification_submitted_at' | 'username' | 'full_name';

export interface QueueSearch {
  ids?: string[];
  text?: string;
  sort: { field: QueueSortField; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

const SORT_COLUMNS: Record<QueueSortField, string> = {
  id: 'p.id',
  verification_submitted_at: 'p.verificationSubmittedAt',
  username: 'p.username',
  full_name: 'p.fullName',
};

/** Every query of identity verification: documents, the pending queue and the decisions. */
@Injectable()
export class VerificationRepository {
  constructor(private readonly db: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  findLiveProfileByUserId(userId: string): Promise<Profile | null> {
    return this.db.getRepository(Profile).findOne({ where: { userId, isDeleted: false } });
  }

  /** The sign-in email of the profile's owner: where account notifications go. */
  async findAccountEmail(manager: EntityManager, userId: string): Promise<string | undefined> {
    const [row]: { email: string }[] = await manager.query(`SELECT email FROM users WHERE id = $1`, [userId]);
    return row?.email;
  }

  /** Locks the profile row for the rest of the transaction: submissions and decisions on one profile run one at a time. */
  async lockLiveProfile(manager: EntityManager, where: { id: string } | { userId: string }): Promise<Profile | null> {
    return manager
      .getRepository(Profile)
      .createQueryBuilder('p')
      .setLock('pessimistic_write')
      .where('id' in where ? 'p.id = :id' : 'p.userId = :userId', where)
      .andWhere('NOT p.isDeleted')
      .getOne();
  }

  /** Pending and not yet verified, newest submission first unless asked otherwise. */
  async findQueuePage(search: QueueSearch): Promise<[Profile[], number]> {
    const query = this.db
      .getRepository(Profile)
      .createQueryBuilder('p')
      .where('p.verificationRequested AND NOT p.isVerified AND NOT p.isDeleted');
    if (search.ids) query.andWhere('p.id IN (:...ids)', { ids: search.ids.length ? search.ids : ['00000000-0000-0000-0000-000000000000'] });
    if (search.text) query.andWhere('(p.username ILIKE :text OR p.fullName ILIKE :text)', { text: likePattern(search.text) });
    return query
      .orderBy(SORT_COLUMNS[search.sort.field], search.sort.order, search.sort.order === 'DESC' ? 'NULLS LAST' : 'NULLS FIRST')
      .addOrderBy('p.id', 'DESC')
      .offset(search.offset)
      .limit(search.limit)
      .getManyAndCount();
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

  async markSubmitted(manager: EntityManager, profileId: string, at: Date): Promise<void> {
    await manager.getRepository(Profile).update({ id: profileId }, { verificationRequested: true, verificationSubmittedAt: at, updatedAt: at });
  }

  async markApproved(manager: EntityManager, profile: Profile, at: Date): Promise<void> {
    await manager.getRepository(Profile).update({ id: profile.id }, { isVerified: true, verificationRequested: false, updatedAt: at });
    await manager.getRepository(VerificationDocument).update({ userId: profile.userId }, { approvedAt: at });
  }

  async markRejected(manager: EntityManager, profileId: string, at: Date): Promise<void> {
    await manager.getRepository(Profile).update({ id: profileId }, { verificationRequested: false, updatedAt: at });
  }

  async recordDecision(manager: EntityManager, decision: Omit<VerificationDecision, 'id'>): Promise<void> {
    await manager.getRepository(VerificationDecision).insert(decision);
  }

  /**
   * A profile verified elsewhere (the Escorts screen's Verify button) has documents without an
   * approval time; the first retention run stamps them, so they too are deleted on schedule.
   */
  async stampApprovalOfVerifiedProfiles(manager: EntityManager, at: Date): Promise<void> {
    await manager.query(
      `UPDATE verification_documents d SET approved_at = $1
         FROM profiles p
        WHERE p.user_id = d.user_id AND p.is_verified AND NOT p.verification_requested AND d.approved_at IS NULL`,
      [at],
    );
  }

  /** The user's documents, locked until the transaction ends. */
  lockDocumentsOfUser(manager: EntityManager, userId: string): Promise<VerificationDocument[]> {
    return manager.getRepository(VerificationDocument).createQueryBuilder('d').setLock('pessimistic_write').where('d.userId = :userId', { userId }).getMany();
  }

  /**
   * Documents to delete: approved ones past their retention, and any whose owner has no live
   * profile any more (the profile was deleted, and removing them then failed). Locked, skipping
   * rows another instance holds, so two instances never delete the same rows twice.
   */
  findDueForDeletion(manager: EntityManager, approvedBefore: Date, limit: number): Promise<VerificationDocument[]> {
    return manager
      .getRepository(VerificationDocument)
      .createQueryBuilder('d')
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked')
      .where('d.approvedAt < :approvedBefore', { approvedBefore })
      .orWhere('NOT EXISTS (SELECT 1 FROM profiles p WHERE p.user_id = d.user_id AND NOT p.is_deleted)')
      .orderBy('d.createdAt', 'ASC')
      .limit(limit)
      .getMany();
  }
}
