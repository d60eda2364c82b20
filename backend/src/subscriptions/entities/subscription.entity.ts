import type { PaidTier, SubscriptionSource, SubscriptionStatus } from 'contract';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A paid plan period. Prices are NZD including GST. */
@Entity('subscriptions')
export class Subscription {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The account's id (auth module); the foreign key cascades in the database. */
  @Column('uuid')
  userId: string;

  @Column('text')
  tier: PaidTier;

  @Column('numeric', { precision: 8, scale: 2, transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  price: number;

  @Column('text', { default: 'active' })
  status: SubscriptionStatus;

  /** What granted the period: a paid invoice, a complimentary grant, or (before plans were invoiced) a free upgrade. */
  @Column('text', { default: 'upgrade' })
  source: SubscriptionSource;

  @Column('uuid', { nullable: true })
  invoiceId: string | null;

  /** A complimentary grant's reason. */
  @Column('text', { nullable: true })
  note: string | null;

  @Column('timestamptz', { default: () => 'now()' })
  startsAt: Date;

  @Column('timestamptz')
  expiresAt: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
