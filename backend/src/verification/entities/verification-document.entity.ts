import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A private identity document; `file_url` is its key in the private verification-docs bucket. */
@Entity('verification_documents')
export class VerificationDocument {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The account's id (auth module); the foreign key cascades in the database. */
  @Column('uuid')
  userId: string;

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
