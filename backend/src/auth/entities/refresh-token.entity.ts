import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A refresh token ever issued; only its SHA-256 is kept. `rotatedAt` set means it was already used. */
@Entity('refresh_tokens')
export class RefreshToken {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  sessionId: string;

  @Column('text')
  tokenHash: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column('timestamptz', { nullable: true })
  rotatedAt: Date | null;

  /** The token this one replaced; null for a session's first token. */
  @Column('uuid', { nullable: true })
  previousTokenId: string | null;
}
