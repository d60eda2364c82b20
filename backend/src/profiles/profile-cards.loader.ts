import { EntityManager, In } from 'typeorm';
import { ProfilePhoto } from '../photos/entities/profile-photo.entity';
import { Profile } from './entities/profile.entity';
import { ProfileCard, toProfileCard } from './profile.mapper';

/**
 * Cards for the given profile ids, in the order given: each with its primary photo, or its
 * first photo by position when none is marked primary. Shared by the directory and the daily pick.
 */
export async function loadProfileCards(db: EntityManager, ids: string[]): Promise<ProfileCard[]> {
  if (!ids.length) return [];
  const [profiles, photos] = await Promise.all([
    db.getRepository(Profile).findBy({ id: In(ids) }),
    db
      .getRepository(ProfilePhoto)
      .createQueryBuilder('ph')
      .distinctOn(['ph.profile_id'])
      .where('ph.profile_id = ANY(:ids)', { ids })
      .orderBy('ph.profile_id')
      .addOrderBy('ph.is_primary', 'DESC')
      .addOrderBy('ph.position', 'ASC')
      .getMany(),
  ]);
  const byId = new Map(profiles.map((p) => [p.id, p]));
  const photoOf = new Map(photos.map((ph) => [ph.profileId, ph]));
  const now = new Date();
  return ids.filter((id) => byId.has(id)).map((id) => toProfileCard(byId.get(id)!, photoOf.get(id) ?? null, now));
}
