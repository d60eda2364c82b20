import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ProfilePhoto } from '../photos/entities/profile-photo.entity';
import { Profile } from '../profiles/entities/profile.entity';

export interface ProfileWithPhotos {
  profile: Profile;
  photos: ProfilePhoto[];
}

/** The profile queries the auth module needs: creating one at sign-up or on first sign-in, and reading the owner's. */
@Injectable()
export class AccountProfilesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async usernameTaken(username: string, manager: EntityManager = this.db.manager): Promise<boolean> {
    const rows = await manager.query(`SELECT 1 FROM profiles WHERE lower(username) = lower($1)`, [username]);
    return rows.length > 0;
  }

  insert(values: Partial<Profile>, manager: EntityManager): Promise<Profile> {
    const repository = manager.getRepository(Profile);
    return repository.save(repository.create(values));
  }

  /** Inserts unless the user already has a profile or the username is taken; true when inserted. */
  async insertAutoProfile(userId: string, username: string): Promise<boolean> {
    const rows = await this.db.query(
      `INSERT INTO profiles (user_id, username, full_name, subscription_tier, is_active, is_deleted)
       VALUES ($1, $2, $2, 'free', true, false) ON CONFLICT DO NOTHING RETURNING id`,
      [userId, username],
    );
    return rows.length > 0;
  }

  async findByUserIdWithPhotos(userId: string): Promise<ProfileWithPhotos | null> {
    const profile = await this.db.getRepository(Profile).findOne({ where: { userId } });
    if (!profile) return null;
    return { profile, photos: await this.listPhotos(profile.id) };
  }

  listPhotos(profileId: string, manager: EntityManager = this.db.manager): Promise<ProfilePhoto[]> {
    return manager.getRepository(ProfilePhoto).find({ where: { profileId }, order: { position: 'ASC' } });
  }

  async touchLastActive(userId: string): Promise<void> {
    await this.db.query(`UPDATE profiles SET last_active_at = now() WHERE user_id = $1`, [userId]);
  }
}
