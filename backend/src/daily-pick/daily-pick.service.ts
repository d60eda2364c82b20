import { ProfileCard } from 'contract';
import { Injectable } from '@nestjs/common';
import { nzDate } from '../common/time/nz-date';
import { DirectoryService } from '../directory/directory.service';
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
    private readonly directory: DirectoryService,
  ) {}

  /**
   * Today's pick, choosing it now if the midnight job has not run, and replacing it if paused or deleted.
   * The card of the pick this instance answered last for the date is read beside the stored pick, and used
   * only when the stored pick is still that profile: one round trip instead of two, the same answer.
   */
  async today(now: Date = new Date()): Promise<DailyPickView> {
    const date = nzDate(now);
    const answered = this.answered?.date === date ? this.answered.profileId : undefined;
    const [stored, answeredCard] = await Promise.all([this.picks.findProfileId(date), answered && this.directory.listedCard(answered)]);
    // Usual case: today's pick exists and is still listed.
    let card = stored === answered ? answeredCard : stored && (await this.directory.listedCard(stored));
    if (!card) {
      const profileId = await this.ensurePick(date);
      card = profileId && (await this.directory.listedCard(profileId));
    }
    this.answered = card ? { date, profileId: card.id } : undefined;
    return { date, profile: card || null };
  }

  /** The date's pick while it is listed: chosen at random if there is none, replaced if it was paused or deleted since. */
  async ensurePick(date: string): Promise<string | null> {
    let pick = await this.picks.findProfileId(date);
    if (pick === undefined) {
      const candidate = await this.directory.randomPickable();
      if (candidate) await this.picks.insertIfMissing(date, candidate);
      pick = await this.picks.findProfileId(date);
    }
    if (pick === undefined) return null;
    if (pick && (await this.directory.listedCard(pick))) return pick;
    await this.picks.replace(date, pick, (await this.directory.randomPickable()) ?? null);
    const replaced = await this.picks.findProfileId(date);
    return replaced && (await this.directory.listedCard(replaced)) ? replaced : null;
  }
}
