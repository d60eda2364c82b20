import type { ProfilePhoto } from './entities/profile-photo.entity';
import { toPhotoView } from './photo.mapper';

const photo = (moderationState: string) =>
  ({
    id: 'ph-1',
    url: '/media/a.webp',
    cardUrl: '/media/a-card.webp',
    storageKey: 'p/a.webp',
    cardStorageKey: 'p/a-card.webp',
    widths: [480],
    cardWidths: [240],
    width: 800,
    height: 1000,
    position: 0,
    isPrimary: true,
    moderationState,
  }) as ProfilePhoto;
const REJECTION = { reason: 'The photo does not meet our photo rules', note: 'Text over the photo is not allowed.' };
const signed = (key: string) => `/signed/${key}`;

describe('a photo as its owner sees it', () => {
  it('says why a rejected photo was not approved', () => {
    expect(toPhotoView(photo('rejected'), signed, REJECTION)).toMatchObject({ moderation_state: 'rejected', moderation_reason: REJECTION.reason, moderation_note: REJECTION.note });
  });

  it('carries no reason for a photo that is not rejected, nor for one whose decision is unknown', () => {
    expect(toPhotoView(photo('approved'), signed, REJECTION)).not.toHaveProperty('moderation_reason');
    expect(toPhotoView(photo('pending'), signed)).not.toHaveProperty('moderation_note');
    expect(toPhotoView(photo('rejected'), signed)).not.toHaveProperty('moderation_reason');
  });

  it('gives the public view its public addresses, and the owner signed links to every photo, an approved one too', () => {
    expect(toPhotoView(photo('approved'))).toMatchObject({ url: '/media/a.webp', card_url: '/media/a-card.webp' });
    for (const state of ['approved', 'pending', 'rejected']) expect(toPhotoView(photo(state), signed)).toMatchObject({ url: '/signed/p/a.webp', card_url: '/signed/p/a-card.webp' });
  });

  it('lists every stored width by the naming rule, public addresses for the public and signed links for the owner', () => {
    expect(toPhotoView(photo('approved'))).toMatchObject({
      sources: [
        { url: '/media/a-480w.webp', width: 480 },
        { url: '/media/a.webp', width: 800 },
      ],
      card_sources: [
        { url: '/media/a-card-240w.webp', width: 240 },
        { url: '/media/a-card.webp', width: 400 },
      ],
      card_width: 400,
      card_height: 533,
    });
    expect(toPhotoView(photo('pending'), signed)).toMatchObject({
      sources: [
        { url: '/signed/p/a-480w.webp', width: 480 },
        { url: '/signed/p/a.webp', width: 800 },
      ],
      card_sources: [
        { url: '/signed/p/a-card-240w.webp', width: 240 },
        { url: '/signed/p/a-card.webp', width: 400 },
      ],
    });
  });

  it('lists a photo stored before widths as its one file, and no full-size width it does not know', () => {
    const old = { ...photo('approved'), widths: [], cardWidths: [] } as ProfilePhoto;
    expect(toPhotoView(old)).toMatchObject({ sources: [{ url: '/media/a.webp', width: 800 }], card_sources: [{ url: '/media/a-card.webp', width: 400 }] });
    expect(toPhotoView({ ...old, width: null, height: null } as ProfilePhoto).sources).toEqual([]);
  });
});
