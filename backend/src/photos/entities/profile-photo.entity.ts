import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type PhotoModerationState = 'pending' | 'approved' | 'rejected';

/** A profile photo: `url` is the full-size WebP, `card_url` the card-size one. */
@Entity('profile_photos')
export class ProfilePhoto {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The profile's id (profiles module); the foreign key cascades in the database. */
  @Column('uuid')
  profileId: string;

  @Column('text')
  url: string;

  @Column('text')
  cardUrl: string;

  /** Storage keys of both sizes (and, by the naming rule, of their narrower copies), so deleting a photo removes its files. */
  @Column('text')
  storageKey: string;

  @Column('text')
  cardStorageKey: string;

  /**
   * The narrower copies stored of the full size and of the card, by width, narrowest first; each file's key
   * and address follow from its own by the naming rule of photo-variants.ts. Empty for photos stored before them.
   */
  @Column('smallint', { array: true, default: () => "'{}'" })
  widths: number[];

  @Column('smallint', { array: true, default: () => "'{}'" })
  cardWidths: number[];

  @Column('smallint', { nullable: true })
  width: number | null;

  @Column('smallint', { nullable: true })
  height: number | null;

  /** Whether the full size carries the site's name; photos stored before watermarks get it from the one-off job. */
  @Column('boolean', { default: false })
  watermarked: boolean;

  /** The perceptual hash (photo-fingerprint.ts) as a decimal int64; null until a photo stored before fingerprints is hashed. */
  @Column('bigint', { nullable: true })
  phash: string | null;

  @Column('integer')
  position: number;

  @Column('boolean', { default: false })
  isPrimary: boolean;

  /** 'pending' while held for moderation: only approved photos are public. */
  @Column('text', { default: 'approved' })
  moderationState: PhotoModerationState;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
