import type { EntityManager } from 'typeorm';

/**
 * The profile's newest approved photo may have changed (a photo approved, shown at once, rejected or deleted),
 * inside the transaction that changed it: the profiles module keeps "Photos updated" and lifts the stale-photos
 * hold from it (photo freshness). Listeners must not suppress their errors.
 */
export const PHOTOS_FRESHNESS_CHANGED = 'photos.freshness_changed';

export class PhotosFreshnessChangedEvent {
  constructor(
    readonly manager: EntityManager,
    readonly profileId: string,
    /** When the newest approved photo was uploaded; null when the profile has none. */
    readonly newestApprovedAt: Date | null,
  ) {}
}
