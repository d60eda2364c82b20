/**
 * A profile was soft deleted (the blanked row has committed). Photos, identity documents and
 * sessions belong to other modules; each removes its own.
 */
export const PROFILE_DELETED = 'profile.deleted';

export class ProfileDeletedEvent {
  constructor(
    readonly profileId: string,
    readonly userId: string,
  ) {}
}
