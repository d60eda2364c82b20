import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** The Girl of the Day of one New Zealand calendar date. */
@Entity('daily_picks')
export class DailyPick {
  @PrimaryColumn('date')
  pickDate: string;

  @Column('uuid', { nullable: true })
  profileId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column('timestamptz', { default: () => 'now()' })
  updatedAt: Date;
}
