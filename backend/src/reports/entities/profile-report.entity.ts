import type { ReportReason, ReportStatus } from 'contract';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A visitor's report against a profile, and how an admin resolved it. */
@Entity('profile_reports')
export class ProfileReport {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  profileId: string;

  @Column('text')
  reason: ReportReason;

  @Column('text', { nullable: true })
  details: string | null;

  /** A keyed hash of the reporter's IP: enough to rate-limit, without keeping the address. */
  @Column('text')
  reporterIpHash: string;

  @Column('text', { default: 'open' })
  status: ReportStatus;

  @Column('uuid', { nullable: true })
  resolvedBy: string | null;

  @Column('timestamptz', { nullable: true })
  resolvedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
