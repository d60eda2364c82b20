import type { ContactField } from 'contract';

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

/**
 * The owner asked to delete their profile, and nothing is deleted yet. A module that must finish
 * something first refuses by throwing its own exception (listeners must not suppress errors);
 * the data export does while it is preparing the owner's copy, which the deletion would cut short.
 */
export const PROFILE_DELETING = 'profile.deleting';

export class ProfileDeletingEvent {
  constructor(
    readonly profileId: string,
    readonly userId: string,
  ) {}
}

/**
 * A visitor revealed one of a listed profile's contact details ("Show number", "Show email", the
 * website). Analytics counts it as a contact tap; the address and browser are for its visitor hash
 * and are never stored.
 */
export const CONTACT_REVEALED = 'contact.revealed';

export class ContactRevealedEvent {
  constructor(
    readonly profileId: string,
    readonly ownerUserId: string,
    readonly field: ContactField,
    readonly visitor: { ip: string; userAgent: string },
    /** The signed-in viewer, so the owner's and admins' own reveals are left out. */
    readonly viewerUserId: string | undefined,
    readonly at: Date,
  ) {}
}
