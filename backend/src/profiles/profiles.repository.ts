import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ProfilePhoto } from '../photos/entities/profile-photo.entity';
import { Profile } from './entities/profile.entity';

/** Personal and service fields a deleted profile must not keep (spec §4, profile delete). */
const BLANKED_ON_DELETE: Partial<Profile> = {
  fullName: '',
  email: null,
  phone: null,
  bio: null,
  location: null,
  birthdate: null,
  height: null,
  weight: null,
  bodyType: null,
  bustSize: null,
  hairColor: null,
  eyeColor: null,
  nationality: null,
  languages: [],
  availability: null,
  outcalls: null,
  categories: [],
  serviceTypes: [],
  services: null,
  meetingWith: null,
  availableFor: null,
  website: null,
  rates30min: null,
  rates1hour: null,
  rates2hour: null,
  ratesOvernight: null,
  avatarUrl: null,
  isActive: false,
  isDeleted: true,
};

@Injectable()
export class ProfilesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  findByUsername(username: string): Promise<Profile | null> {
    return this.db.getRepository(Profile).createQueryBuilder('p').where('lower(p.username) = lower(:username)', { username }).getOne();
  }

  /** Photos of the profile with this username, by position; runs alongside the profile lookup. */
  findPhotosByUsername(username: string): Promise<ProfilePhoto[]> {
    return this.db
      .getRepository(ProfilePhoto)
      .createQueryBuilder('ph')
      .innerJoin(Profile, 'p', 'p.id = ph.profile_id')
      .where('lower(p.username) = lower(:username)', { username })
      .orderBy('ph.position', 'ASC')
      .addOrderBy('ph.created_at', 'ASC')
      .getMany();
  }

  findLiveByUserId(userId: string): Promise<Profile | null> {
    return this.db.getRepository(Profile).findOneBy({ userId, isDeleted: false });
  }

  findPhotosByPosition(profileId: string, db: EntityManager = this.db.manager): Promise<ProfilePhoto[]> {
    return db.getRepository(ProfilePhoto).find({ where: { profileId }, order: { position: 'ASC', createdAt: 'ASC' } });
  }

  async updateOwnerFields(profileId: string, fields: Partial<Profile>): Promise<void> {
    await this.db.getRepository(Profile).update({ id: profileId }, { ...fields, updatedAt: new Date() });
  }

  async setActive(profileId: string, isActive: boolean): Promise<void> {
    await this.db.getRepository(Profile).update({ id: profileId, isDeleted: false }, { isActive, lastActiveAt: new Date(), updatedAt: new Date() });
  }

  /** Sets last_active_at to the database clock; undefined when the user has no live profile. */
  async touchLastActive(userId: string): Promise<Date | undefined> {
    const [rows] = await this.db.query(
      `UPDATE profiles SET last_active_at = now() WHERE user_id = $1 AND NOT is_deleted RETURNING last_active_at`,
      [userId],
    );
    return rows[0]?.last_active_at;
  }

  /** Soft delete in one transaction: blank the fields, drop photo and like rows; returns the photos removed. */
  softDelete(profileId: string): Promise<ProfilePhoto[]> {
    return this.db.transaction(async (tx) => {
      const photos = await this.findPhotosByPosition(profileId, tx);
      await tx.getRepository(ProfilePhoto).delete({ profileId });
      await tx.query(`DELETE FROM profile_likes WHERE profile_id = $1`, [profileId]);
      await tx.getRepository(Profile).update({ id: profileId }, { ...BLANKED_ON_DELETE, updatedAt: new Date() });
      return photos;
    });
  }

  /** Records a like once per visitor and returns the profile's count after it. */
  async like(profileId: string, visitorId: string): Promise<number> {
    const rows: { like_count: number }[] = await this.db.query(
      `WITH inserted AS (
         INSERT INTO profile_likes (profile_id, visitor_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING profile_id
       ), bumped AS (
         UPDATE profiles SET like_count = like_count + 1 WHERE id IN (SELECT profile_id FROM inserted) RETURNING like_count
       )
       SELECT like_count FROM bumped
       UNION ALL
       SELECT like_count FROM profiles WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM inserted)`,
      [profileId, visitorId],
    );
    return rows[0].like_count;
  }

  async hasLiked(profileId: string, visitorId: string): Promise<boolean> {
    const rows = await this.db.query(`SELECT 1 FROM profile_likes WHERE profile_id = $1 AND visitor_id = $2`, [profileId, visitorId]);
    return rows.length > 0;
  }
}
