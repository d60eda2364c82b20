import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../auth/entities/user.entity';

/** A paid plan period. Prices are NZD including GST. */
@Entity('subscriptions')
export class Subscription {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column('text')
  tier: 'basic' | 'premium';

  @Column('numeric', { precision: 8, scale: 2, transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  price: number;

  @Column('text', { default: 'active' })
  status: 'active' | 'expired' | 'replaced';

  @Column('timestamptz', { default: () => 'now()' })
  startsAt: Date;

  @Column('timestamptz')
  expiresAt: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
