import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { EntityManager } from 'typeorm';
import { AccountsService } from '../auth/accounts.service';
import { MODERATION_DECIDED, ModerationDecidedEvent } from '../events/moderation-events';
import { NotificationsService } from '../mail/notifications.service';
import { AdvertisingRulesService } from '../moderation/advertising-rules.service';
import { photoMatchFlag } from '../moderation/moderation-kinds';
import { ModerationService, PendingText, Submission } from '../moderation/moderation.service';
import { PhotosService } from '../photos/photos.service';
import { Profile } from './entities/profile.entity';
import { ProfileQueriesService } from './profile-queries.service';
import { reviewedText, textOf } from './profile-review';
import { ProfilesRepository } from './profiles.repository';

function reviewFlag(rules: string[]): string {
  return `Matches review rule: ${rules.join(', ')}`;
}

/** An item's flag: the other advertiser a photo matches, and the review rules its text matched. */
function flagOf(matchedUsername: string | undefined, rules: string[]): string | undefined {
  const flags = [matchedUsername ? photoMatchFlag(matchedUsername) : '', rules.length ? reviewFlag(rules) : ''].filter(Boolean);
  return flags.length ? flags.join('; ') : undefined;
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
   * advertiser's photo holds the profile whatever the setting, flagged "matches a photo on @other".
   */
  async submitNewProfile(manager: EntityManager, profileId: string): Promise<void> {
    const profile = (await this.profiles.findById(manager, profileId))!;
    const photos = await this.photos.list(profileId, manager);
    const text = reviewedText(profile);
    const { review } = await this.rules.check({ username: profile.username, ...text });
    const [copied] = (await this.photos.matchesFor(manager, profileId)).sort((a, b) => a.other.distance - b.other.distance);
    const otherName = copied ? ((await this.queries.namesByIds([copied.other.profileId], manager)).get(copied.other.profileId)?.username ?? 'another profile') : undefined;
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
      flag: flagOf(otherName, review),
      hold: otherName !== undefined,
    });
    if (held) await this.profiles.withhold(manager, profileId, 'review');
  }

  /**
   * The profile's text items still waiting, locked: call in the save's transaction before the profile changes, then
   * pass them to submitTextChange.
   */
  lockPendingText(manager: EntityManager, profileId: string): Promise<PendingText[]> {
    return this.moderation.lockPendingText(manager, profileId);
  }

  /**
   * A save (already written, in the caller's transaction) that changed reviewed text. While an item waits, the save
   * replaces it with one showing what would now be published. After a rejection the save sends the profile back to the
   * queue, held.
   */
  async submitTextChange(manager: EntityManager, profileId: string, changed: Record<string, string>, pending: PendingText[]): Promise<void> {
    const profile = (await this.profiles.findById(manager, profileId))!;
    if (pending.length) {
      const newProfile = pending.find((item) => item.kind === 'new_profile');
      const fields = [...pending.flatMap((item) => Object.keys(item.details.text ?? {})), ...Object.keys(changed)];
      const item = await this.textItem(manager, profile, newProfile ? 'new_profile' : 'profile_text', fields, newProfile?.details.match, pending.some((waiting) => waiting.held));
      const { held } = await this.moderation.replace(manager, pending, item);
      if (held) await this.profiles.withhold(manager, profileId, 'review');
      return;
    }
    if (profile.withheldFor.includes('review')) {
      const states = await this.moderation.ownerStates(profileId);
      const neverPublished = states.some((state) => state.kind === 'new_profile' && state.state !== 'approved');
      await this.moderation.submit(manager, await this.textItem(manager, profile, neverPublished ? 'new_profile' : 'profile_text', Object.keys(changed), undefined, true));
      return;
    }
    const { held } = await this.moderation.submit(manager, await this.textItem(manager, profile, 'profile_text', Object.keys(changed)));
    if (held) await this.profiles.withhold(manager, profileId, 'review');
  }

  /**
   * An item showing what would be published: for a new profile its whole text and the photos not waiting for their own
   * decision, otherwise the text of the fields given; flagged with the review rules it matches.
   */
  private async textItem(manager: EntityManager, profile: Profile, kind: 'new_profile' | 'profile_text', fields: string[], match?: Submission['details']['match'], hold?: boolean): Promise<Submission> {
    const newProfile = kind === 'new_profile';
    const text = newProfile ? reviewedText(profile) : textOf(profile, fields);
    const { review } = await this.rules.check(newProfile ? { username: profile.username, ...text } : text);
    const photoUrls = newProfile ? (await this.photos.list(profile.id, manager)).filter((photo) => photo.moderation_state === 'approved').map((photo) => photo.card_url) : undefined;
    return {
      kind,
      profileId: profile.id,
      details: { username: profile.username, full_name: profile.fullName, text, ...(photoUrls ? { photo_urls: photoUrls } : {}), ...(match ? { match } : {}), ...(review.length ? { rules: review } : {}) },
      flag: flagOf(match?.username, review),
      hold,
    };
  }

  /**
   * A decision on a profile item: approving a held one publishes the profile (a profile has at most one text item
   * waiting, which shows what would be published); rejecting one keeps (or, for text already shown, takes) it off the
   * directory until the owner changes it.
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
