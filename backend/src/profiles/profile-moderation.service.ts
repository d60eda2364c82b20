import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { EntityManager } from 'typeorm';
import { AccountsService } from '../auth/accounts.service';
import { MODERATION_DECIDED, ModerationDecidedEvent } from '../events/moderation-events';
import { NotificationsService } from '../mail/notifications.service';
import { AdvertisingRulesService } from '../moderation/advertising-rules.service';
import { photoMatchFlag } from '../moderation/moderation-kinds';
import { ModerationService } from '../moderation/moderation.service';
import { PhotosService } from '../photos/photos.service';
import { Profile } from './entities/profile.entity';
import { ProfileQueriesService } from './profile-queries.service';
import { reviewedText } from './profile-review';
import { ProfilesRepository } from './profiles.repository';

function reviewFlag(rules: string[]): string {
  return `Matches review rule: ${rules.join(', ')}`;
}

/**
 * What moderation means for a profile: a new profile and changed text go to the queue; a held item
 * keeps the profile off the directory ('review') until an admin approves it; the owner hears of
 * every publication and every rejection.
 */
@Injectable()
export class ProfileModerationService {
  constructor(
    private readonly profiles: ProfilesRepository,
    private readonly moderation: ModerationService,
    private readonly photos: PhotosService,
    private readonly notifications: NotificationsService,
    private readonly accounts: AccountsService,
    private readonly rules: AdvertisingRulesService,
    private readonly queries: ProfileQueriesService,
  ) {}

  /**
   * Sign-up: the new profile with its photos, in the sign-up's transaction. A sign-up photo near another
   * advertiser's photo holds the profile whatever the setting, flagged "matches a photo on @other" (issue 17).
   */
  async submitNewProfile(manager: EntityManager, profileId: string): Promise<void> {
    const profile = (await this.profiles.findById(manager, profileId))!;
    const photos = await this.photos.list(profileId, manager);
    const text = reviewedText(profile);
    const { review } = await this.rules.check({ username: profile.username, ...text });
    const [copied] = (await this.photos.matchesFor(manager, profileId)).sort((a, b) => a.other.distance - b.other.distance);
    const otherName = copied ? ((await this.queries.namesByIds([copied.other.profileId], manager)).get(copied.other.profileId)?.username ?? 'another profile') : undefined;
    const flags = [otherName ? photoMatchFlag(otherName) : '', review.length ? reviewFlag(review) : ''].filter(Boolean);
    const { held } = await this.moderation.submit(manager, {
      kind: 'new_profile',
      profileId,
      details: {
        username: profile.username,
        full_name: profile.fullName,
        text,
        photo_urls: photos.map((photo) => photo.card_url),
        ...(review.length ? { rules: review } : {}),
        ...(copied && otherName ? { match: { username: otherName, photo_url: copied.other.photoUrl, distance: copied.other.distance, new_photo_url: copied.photoUrl } } : {}),
      },
      flag: flags.length ? flags.join('; ') : undefined,
      hold: otherName !== undefined,
    });
    if (held) await this.profiles.withhold(manager, profileId, 'review');
  }

  /**
   * A save that changed reviewed text. While the profile waits for a decision nothing more is queued
   * (the admin reviews the profile as it is); after a rejection the save sends it back to the queue.
   */
  async submitTextChange(manager: EntityManager, profile: Profile, text: Record<string, string>, flag?: { rules: string[] }): Promise<void> {
    const states = await this.moderation.ownerStates(profile.id);
    const waiting = states.some((state) => state.state === 'pending' && state.held);
    const details = { username: profile.username, full_name: profile.fullName, text, ...(flag ? { rules: flag.rules } : {}) };
    const flagText = flag ? reviewFlag(flag.rules) : undefined;
    if (profile.withheldFor.includes('review')) {
      if (waiting && !flag) return;
      const neverPublished = states.some((state) => state.kind === 'new_profile' && state.state !== 'approved');
      await this.moderation.submit(manager, { kind: neverPublished ? 'new_profile' : 'profile_text', profileId: profile.id, details, flag: flagText, hold: true });
      return;
    }
    const { held } = await this.moderation.submit(manager, { kind: 'profile_text', profileId: profile.id, details, flag: flagText });
    if (held) await this.profiles.withhold(manager, profile.id, 'review');
  }

  /**
   * A decision on a profile item: approving a held one publishes the profile; rejecting one keeps (or,
   * for text already shown, takes) it off the directory until the owner changes it.
   */
  @OnEvent(MODERATION_DECIDED)
  async applyDecision(event: ModerationDecidedEvent): Promise<void> {
    const profile = await this.profiles.findById(event.manager, event.profileId);
    if (!profile || profile.isDeleted) return;
    if (event.kind !== 'photo') {
      if (event.approved && event.held) await this.profiles.release(event.manager, profile.id, 'review');
      if (!event.approved) await this.profiles.withhold(event.manager, profile.id, 'review');
    }
    if (event.approved && !event.held) return;
    const email = profile.email ?? (await this.accounts.emailOf(profile.userId, event.manager));
    if (!email) return;
    await this.notifications.sendModerationDecision(email, profile.fullName, { kind: event.kind, approved: event.approved, reason: event.reason, note: event.note }, { manager: event.manager });
  }
}
