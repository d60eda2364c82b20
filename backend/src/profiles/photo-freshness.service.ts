import { PHOTO_FRESHNESS } from 'contract';
import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { EntityManager } from 'typeorm';
import { AccountsService } from '../auth/accounts.service';
import { monthsAfter, monthsBefore } from '../common/time/months';
import { PHOTOS_FRESHNESS_CHANGED, PhotosFreshnessChangedEvent } from '../events/photo-events';
import { NotificationsService } from '../mail/notifications.service';
import { ProfilesRepository, PhotoFreshnessRow } from './profiles.repository';
import { ProfilesService } from './profiles.service';

/** Profiles reminded or withheld per transaction, so one run never holds many row locks for long. */
const BATCH = 200;

export interface FreshnessRun {
  reminded: string[];
  withheld: string[];
}

/**
 * Photo freshness (our terms: photos updated at least twice a year, listings with photos over 12
 * months old removed). Keeps photos_updated_at from the photos module's events; a photo approved within 12
 * months lifts the 'stale_photos' hold. The job's run reminds owners at 6 months (once per newest photo) and
 * takes profiles off the directory at 12 (through ProfilesService.withhold), emailing why and how to return.
 */
@Injectable()
export class PhotoFreshnessService {
  constructor(
    private readonly profiles: ProfilesRepository,
    private readonly profilesService: ProfilesService,
    private readonly notifications: NotificationsService,
    private readonly accounts: AccountsService,
  ) {}

  @OnEvent(PHOTOS_FRESHNESS_CHANGED)
  async photosChanged(event: PhotosFreshnessChangedEvent): Promise<void> {
    await this.profiles.setPhotosUpdatedAt(event.manager, event.profileId, event.newestApprovedAt);
    const fresh = event.newestApprovedAt !== null && event.newestApprovedAt > monthsBefore(new Date(), PHOTO_FRESHNESS.withholdAfterMonths);
    if (fresh) await this.profilesService.release(event.manager, event.profileId, 'stale_photos');
  }

  /** Idempotent: a second run at the same time finds nothing left to do. */
  async run(now: Date = new Date()): Promise<FreshnessRun> {
    const remindBefore = monthsBefore(now, PHOTO_FRESHNESS.remindAfterMonths);
    const withholdBefore = monthsBefore(now, PHOTO_FRESHNESS.withholdAfterMonths);
    const result: FreshnessRun = { reminded: [], withheld: [] };
    for (;;) {
      const batch = await this.profiles.transaction(async (manager) => {
        const due = await this.profiles.claimPhotoReminders(manager, remindBefore, withholdBefore, BATCH);
        for (const profile of due) {
          const email = await this.emailOf(manager, profile);
          const leaves = monthsAfter(profile.photos_updated_at, PHOTO_FRESHNESS.withholdAfterMonths);
          if (email) await this.notifications.sendPhotoReminder(email, profile.full_name, profile.id, new Date(profile.photos_updated_at), leaves, { manager });
        }
        return due;
      });
      result.reminded.push(...batch.map((profile) => profile.id));
      if (batch.length < BATCH) break;
    }
    for (;;) {
      const batch = await this.profiles.transaction(async (manager) => {
        const due = await this.profiles.lockStalePhotoProfiles(manager, withholdBefore, BATCH);
        for (const profile of due) {
          await this.profilesService.withhold(manager, profile.id, 'stale_photos');
          const email = await this.emailOf(manager, profile);
          if (email) await this.notifications.sendPhotosStale(email, profile.full_name, profile.id, new Date(profile.photos_updated_at), { manager });
        }
        return due;
      });
      result.withheld.push(...batch.map((profile) => profile.id));
      if (batch.length < BATCH) break;
    }
    return result;
  }

  /** The profile's contact email, else the account's (as the moderation emails do). */
  private async emailOf(manager: EntityManager, profile: PhotoFreshnessRow): Promise<string | null | undefined> {
    return profile.email ?? (await this.accounts.emailOf(profile.user_id, manager));
  }
}
