import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Profile } from '../../profiles/entities/profile.entity';

/** A profile photo: `url` is the full-size WebP, `card_url` the card-size one. */
@Entity('profile_photos')
export class ProfilePhoto {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  profileId: string;

  @ManyToOne(() => Profile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'profile_id' })
  profile?: Profile;

  @Column('text')
  url: string;

  @Column('text')
  cardUrl: string;

  /** Storage keys of both variants, so deleting a photo removes its files. */
  @Column('text')
  storageKey: string;

  @Column('text')
  cardStorageKey: string;

  @Column('smallint', { nullable: true })
  width: number | null;

  @Column('smallint', { nullable: true })
  height: number | null;

  @Column('integer')
  position: number;

  @Column('boolean', { default: false })
  isPrimary: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
