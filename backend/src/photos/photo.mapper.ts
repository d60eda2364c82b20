import type { PhotoView } from 'contract';
import type { ProfilePhoto } from './entities/profile-photo.entity';

export function toPhotoView(photo: ProfilePhoto): PhotoView {
  return {
    id: photo.id,
    url: photo.url,
    card_url: photo.cardUrl,
    width: photo.width ?? null,
    height: photo.height ?? null,
    position: photo.position,
    is_primary: photo.isPrimary,
    moderation_state: photo.moderationState,
  };
}
