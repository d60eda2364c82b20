import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../auth/entities/user.entity';

/** A private identity document; `file_url` is its key in the private verification-docs bucket. */
@Entity('verification_documents')
export class VerificationDocument {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column('text')
  fileType: 'id' | 'selfie';

  @Column('text')
  fileUrl: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** Set when the profile is approved; the retention job deletes the document a set number of days later. */
  @Column('timestamptz', { nullable: true })
  approvedAt: Date | null;
}
