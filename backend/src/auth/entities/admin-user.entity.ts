import { Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from './user.entity';

/** The presence of a row marks an admin account (spec §3). */
@Entity('admin_users')
export class AdminUser {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  userId: string;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column('boolean', { default: false })
  canVerifyProfiles: boolean;

  @Column('boolean', { default: false })
  isSuperadmin: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
