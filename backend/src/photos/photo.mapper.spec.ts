import type { ProfilePhoto } from './entities/profile-photo.entity';
import { toPhotoView } from './photo.mapper';

const photo = (moderationState: string) =>
  ({ id: 'ph-1', url: '/media/a.webp', cardUrl: '/media/a-card.webp', width: 800, height: 1000, position: 0, isPrimary: true, moderationState }) as ProfilePhoto;
const REJECTION = { reason: 'The photo does not meet our photo rules', note: 'Text over the photo is not allowed.' };

describe('a photo as its owner sees it', () => {
  it('says why a rejected photo was not approved', () => {
    expect(toPhotoView(photo('rejected'), REJECTION)).toMatchObject({ moderation_state: 'rejected', moderation_reason: REJECTION.reason, moderation_note: REJECTION.note });
  });

  it('carries no reason for a photo that is not rejected, nor for one whose decision is unknown', () => {
    expect(toPhotoView(photo('approved'), REJECTION)).not.toHaveProperty('moderation_reason');
    expect(toPhotoView(photo('pending'))).not.toHaveProperty('moderation_note');
    expect(toPhotoView(photo('rejected'))).not.toHaveProperty('moderation_reason');
  });
});
