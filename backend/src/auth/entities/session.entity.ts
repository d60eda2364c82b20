import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type SessionRevokedReason = 'signout' | 'reuse' | 'password_change' | 'password_reset' | 'admin' | 'account_closed';

/** One sign-in: a family of rotating refresh tokens. Its id is the `sid` of every access token it issues. */
@Entity('sessions')
export class Session {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  userId: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column('timestamptz')
  lastUsedAt: Date;

  /** Slides forward on every refresh. */
  @Column('timestamptz')
  expiresAt: Date;

  @Column('timestamptz', { nullable: true })
  revokedAt: Date | null;

  @Column('text', { nullable: true })
  revokedReason: SessionRevokedReason | null;
}
