import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** `two_factor_enabled`: the account turned two-factor sign-in on, which ends the sessions signed in without it. */
export type SessionRevokedReason = 'signout' | 'reuse' | 'password_change' | 'password_reset' | 'admin' | 'account_closed' | 'two_factor_reset' | 'two_factor_enabled';

/** The second factor a sign-in was completed with; null for a password-only sign-in (or sign-up). */
export type SessionSecondFactor = 'totp' | 'recovery_code';

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

  @Column('text', { nullable: true })
  secondFactor: SessionSecondFactor | null;
}
