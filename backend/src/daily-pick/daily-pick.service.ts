import { ProfileCard } from 'contract';
import { Injectable } from '@nestjs/common';
import { nzDate } from '../common/time/nz-date';
import { ProfileQueriesService } from '../profiles/profile-queries.service';
import { DailyPickRepository } from './daily-pick.repository';

export interface DailyPickView {
  date: string;
  profile: ProfileCard | null;
}

/** Girl of the Day: one pick per New Zealand calendar date, the same for every visitor and instance. */
@Injectable()
export class DailyPickService {
  private answered: { date: string; profileId: string } | undefined;

  constructor(
    private readonly picks: DailyPickRepository,
    private readonly profiles: ProfileQueriesService,
  ) {}

  /**
   * Today's pick, choosing it now if the midnight job has not run, and replacing it if paused or deleted.
   * The card of the pick this instance answered last for the date is read beside the stored pick, and used
   * only when the stored pick is still that profile: one round trip instead of two, the same answer.
   */
  async today(now: Date = new Date()): Promise<DailyPickView> {
    const date = nzDate(now);
    const answered = this.answered?.date === date ? this.answered.profileId : undefined;
    const [stored, answeredCard] = await Promise.all([this.picks.findProfileId(date), answered && this.profiles.listedCard(answered)]);
    // Usual case: today's pick exists and is still listed.
    let card = stored === answered ? answeredCard : stored && (await this.profiles.listedCard(stored));
    if (!card) {
      const profileId = await this.ensurePick(date);
      card = profileId && (await this.profiles.listedCard(profileId));
    }
    this.answered = card ? { date, profileId: card.id } : undefined;
    return { date, profile: card || null };
  }

  /** The date's pick while it is listed: chosen at random if there is none, replaced if it was paused or deleted since. */
  async ensurePick(date: string): Promise<string | null> {
    let pick = await this.picks.findProfileId(date);
    if (pick === undefined) {
      const candidate = await this.profiles.randomPickable();
      if (candidate) await this.picks.insertIfMissing(date, candidate);
      pick = await this.picks.findProfileId(date);
    }
    if (pick === undefined) return null;
    if (pick && (await this.profiles.listedCard(pick))) return pick;
    await this.picks.replace(date, pick, (await this.profiles.randomPickable()) ?? null);
    const replaced = await this.picks.findProfileId(date);
    return replaced && (await this.profiles.listedCard(replaced)) ? replaced : null;
  }
}
