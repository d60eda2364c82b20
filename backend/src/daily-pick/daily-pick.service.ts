import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { loadProfileCards } from '../profiles/profile-cards.loader';
import { ProfileCard } from '../profiles/profile.mapper';
import { nzToday } from '../profiles/directory/directory-sql';
import { DailyPickRepository } from './daily-pick.repository';

export interface DailyPickView {
  date: string;
  profile: ProfileCard | null;
}

/** Girl of the Day: one pick per New Zealand calendar date, the same for every visitor and instance. */
@Injectable()
export class DailyPickService {
  constructor(
    private readonly picks: DailyPickRepository,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  /** Today's pick, choosing it now if the midnight job has not run, and replacing it if paused or deleted. */
  async today(now: Date = new Date()): Promise<DailyPickView> {
    const date = nzToday(now);
    // Usual case in one statement: today's pick exists and is still listed.
    const [stored] = await this.picks.findLiveCard(date);
    if (stored) return { date, profile: stored };
    const profileId = await this.ensurePick(date);
    const [card] = profileId ? await loadProfileCards(this.db.manager, [profileId]) : [];
    return { date, profile: card ?? null };
  }

  async ensurePick(date: string): Promise<string | null> {
    let pick = await this.picks.findForDate(date);
    if (!pick) {
      await this.picks.insertIfMissing(date);
      pick = await this.picks.findForDate(date);
    }
    if (pick && !pick.live) {
      await this.picks.replace(date, pick.profileId);
      pick = await this.picks.findForDate(date);
    }
    return pick?.live ? pick.profileId : null;
  }
}
