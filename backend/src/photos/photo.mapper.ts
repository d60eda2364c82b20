import type { PhotoView } from 'contract';
import type { PhotoRejection } from '../moderation/moderation.service';
import type { ProfilePhoto } from './entities/profile-photo.entity';
import { CARD_HEIGHT, CARD_WIDTH } from './photo-limits';
import { photoSources, publicAddresses, signedAddresses } from './photo-variants';

/** Gives the address of a stored photo file that the public may not see (a signed link). */
export type PrivatePhotoUrl = (key: string) => string;

/**
 * A photo with its public addresses (each of its stored widths too, photo-variants.ts) (`privateUrl` not given: an approved photo of a profile the public sees),
 * or as its owner and the back office see it, through short-lived signed links: the public media route
 * refuses a photo waiting for review or rejected, and every photo of a profile held or taken down.
 */
export function toPhotoView(photo: ProfilePhoto, privateUrl?: PrivatePhotoUrl, rejection?: PhotoRejection): PhotoView {
  return {
    id: photo.id,
    url: privateUrl ? privateUrl(photo.storageKey) : photo.url,
    card_url: privateUrl ? privateUrl(photo.cardStorageKey) : photo.cardUrl,
    width: photo.width ?? null,
    height: photo.height ?? null,
    ...photoSources(
      { width: photo.width ?? null, widths: photo.widths ?? [], cardWidths: photo.cardWidths ?? [] },
      privateUrl ? signedAddresses(photo.storageKey, privateUrl) : publicAddresses(photo.url),
      privateUrl ? signedAddresses(photo.cardStorageKey, privateUrl) : publicAddresses(photo.cardUrl),
    ),
    card_width: CARD_WIDTH,
    card_height: CARD_HEIGHT,
    position: photo.position,
    is_primary: photo.isPrimary,
    moderation_state: photo.moderationState,
    ...(photo.moderationState === 'rejected' && rejection ? { moderation_reason: rejection.reason, moderation_note: rejection.note } : {}),
  };
}
