import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One approval or rejection: who decided, and when; outlives the documents it was about. */
@Entity('verification_decisions')
export class VerificationDecision {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  profileId: string;

  @Column('text')
  decision: 'approved' | 'rejected';

  @Column('uuid', { nullable: true })
  decidedBy: string | null;

  @Column('timestamptz', { nullable: true })
  submittedAt: Date | null;

  @Column('timestamptz', { default: () => 'now()' })
  decidedAt: Date;

  /** A rejection's reason (VERIFICATION_REJECT_REASONS) and the admin's note; null for an approval. */
  @Column('text', { nullable: true })
  reason: string | null;

  @Column('text', { nullable: true })
  note: string | null;
}
