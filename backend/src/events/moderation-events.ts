import { EntityManager } from 'typeorm';

/**
 * A moderation item was approved or rejected, inside the decision's transaction (pass `manager` on):
 * profiles releases or keeps the profile and tells the owner, photos shows or keeps back the photos.
 */
export const MODERATION_DECIDED = 'moderation.decided';

export type ModerationKind = 'new_profile' | 'profile_text' | 'photo';

export class ModerationDecidedEvent {
  constructor(
    readonly manager: EntityManager,
    readonly kind: ModerationKind,
    readonly profileId: string,
    /** The photos the item covers: the photo of a photo item, the sign-up photos of a new profile. */
    readonly photoIds: string[],
    readonly approved: boolean,
    /** The item was held (pre-moderation): approving it is what publishes it. */
    readonly held: boolean,
    /** The reason's label and the admin's note, for the owner's email. */
    readonly reason: string | null,
    readonly note: string | null,
  ) {}
}
