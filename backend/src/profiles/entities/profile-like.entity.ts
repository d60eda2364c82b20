import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** One like per profile and browser (the anonymous visitor_id cookie). */
@Entity('profile_likes')
export class ProfileLike {
  @PrimaryColumn('uuid')
  profileId: string;

  @PrimaryColumn('uuid')
  visitorId: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
