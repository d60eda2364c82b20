import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One admin action: who (user id, and their email at the time), what, on which target, when; no one for what the system did by itself. */
@Entity('admin_audit_log')
export class AuditLogEntry {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid', { nullable: true })
  adminUserId: string | null;

  @Column('text', { nullable: true })
  adminEmail: string | null;

  @Column('text')
  action: string;

  @Column('text')
  targetType: string;

  @Column('text', { nullable: true })
  targetId: string | null;

  @Column('jsonb', { default: () => "'{}'" })
  details: Record<string, unknown>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
