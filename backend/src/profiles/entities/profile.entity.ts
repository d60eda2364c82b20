import type { SubscriptionTier, WithheldReason } from 'contract';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An advertiser's profile, with the spec's field names as columns. There is no stored age:
 * it is computed from birthdate whenever a profile is read.
 */
@Entity('profiles')
export class Profile {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The account's id (auth module); the foreign key cascades in the database. */
  @Column('uuid')
  userId: string;

  @Column('text')
  username: string;

  @Column('text')
  fullName: string;

  @Column('text', { nullable: true })
  email: string | null;

  @Column('text', { nullable: true })
  phone: string | null;

  @Column('text', { nullable: true })
  bio: string | null;

  @Column('text', { nullable: true })
  location: string | null;

  @Column('date', { nullable: true })
  birthdate: string | null;

  /** Centimetres. */
  @Column('smallint', { nullable: true })
  height: number | null;

  /** Kilograms. */
  @Column('smallint', { nullable: true })
  weight: number | null;

  @Column('text', { nullable: true })
  bodyType: string | null;

  @Column('text', { nullable: true })
  bustSize: string | null;

  @Column('text', { nullable: true })
  hairColor: string | null;

  @Column('text', { nullable: true })
  eyeColor: string | null;

  @Column('text', { nullable: true })
  nationality: string | null;

  @Column('text', { array: true, default: () => "'{}'" })
  languages: string[];

  @Column('text', { nullable: true })
  availability: string | null;

  @Column('text', { nullable: true })
  outcalls: string | null;

  @Column('text', { array: true, default: () => "'{}'" })
  categories: string[];

  @Column('text', { array: true, default: () => "'{}'" })
  serviceTypes: string[];

  /** Free-text description of services beyond the service_types chips. */
  @Column('text', { nullable: true })
  services: string | null;

  @Column('text', { nullable: true })
  meetingWith: string | null;

  @Column('text', { nullable: true })
  availableFor: string | null;

  @Column('text', { nullable: true })
  website: string | null;

  @Column('integer', { name: 'rates_30min', nullable: true })
  rates30min: number | null;

  @Column('integer', { name: 'rates_1hour', nullable: true })
  rates1hour: number | null;

  @Column('integer', { name: 'rates_2hour', nullable: true })
  rates2hour: number | null;

  @Column('integer', { name: 'rates_overnight', nullable: true })
  ratesOvernight: number | null;

  @Column('text', { default: 'free' })
  subscriptionTier: SubscriptionTier;

  @Column('timestamptz', { nullable: true })
  subscriptionExpiresAt: Date | null;

  @Column('boolean', { default: true })
  isActive: boolean;

  @Column('boolean', { default: false })
  isDeleted: boolean;

  @Column('boolean', { default: false })
  isVerified: boolean;

  @Column('boolean', { default: false })
  verificationRequested: boolean;

  @Column('timestamptz', { nullable: true })
  verificationSubmittedAt: Date | null;

  @Column('timestamptz', { nullable: true })
  lastActiveAt: Date | null;

  /** "Available now" until this time; it ends by itself (readers compare with now). */
  @Column('timestamptz', { nullable: true })
  availableUntil: Date | null;

  @Column('text', { nullable: true })
  avatarUrl: string | null;

  @Column('integer', { default: 0 })
  likeCount: number;

  /** Why the profile is kept off the directory, if it is (empty: listed when active). */
  @Column('text', { array: true, default: () => "'{}'" })
  withheldFor: WithheldReason[];

  /** When the newest approved photo was uploaded (kept from the photos module's events); null without one. */
  @Column('timestamptz', { nullable: true })
  photosUpdatedAt: Date | null;

  /** The photosUpdatedAt the 6-month reminder was sent for: once per crossing. */
  @Column('timestamptz', { nullable: true })
  photosReminderFor: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column('timestamptz', { default: () => 'now()' })
  updatedAt: Date;
}
