import type { PhotoView } from 'contract';
import type { PhotoRejection } from '../moderation/moderation.service';
import type { ProfilePhoto } from './entities/profile-photo.entity';

/** A photo as its owner sees it; a rejected one with why, when the decision is known. */
export function toPhotoView(photo: ProfilePhoto, rejection?: PhotoRejection): PhotoView {
  return {
    id: photo.id,
    url: photo.url,
    card_url: photo.cardUrl,
    width: photo.width ?? null,
    height: photo.height ?? null,
    position: photo.position,
    is_primary: photo.isPrimary,
    moderation_state: photo.moderationState,
    ...(photo.moderationState === 'rejected' && rejection ? { moderation_reason: rejection.reason, moderation_note: rejection.note } : {}),
  };
}
