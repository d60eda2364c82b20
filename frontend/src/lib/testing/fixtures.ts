import type { OwnerProfile, PhotoView, ProfileCard, PublicProfile } from 'contract';

/** The address of a stored copy (the backend's naming rule, photos/photo-variants.ts). */
const copyOf = (url: string, width: number) => url.replace(/\.webp$/, `-${width}w.webp`);

/** A photo as stored now: the full size with its 480 and 800 copies, the card with its 240 copy (`sources` follow `url` and `card_url`). */
export function photo(overrides: Partial<PhotoView> = {}): PhotoView {
  const { url = '/media/profile-photos/p1/full.webp', card_url = '/media/profile-photos/p1/card.webp', width = 900 } = overrides;
  return {
    id: 'photo-1',
    url,
    card_url,
    width,
    height: 1200,
    sources: width === null ? [] : [...[480, 800].filter((copy) => copy < width).map((copy) => ({ url: copyOf(url, copy), width: copy })), { url, width }],
    card_sources: [
      { url: copyOf(card_url, 240), width: 240 },
      { url: card_url, width: 400 },
    ],
    card_width: 400,
    card_height: 533,
    position: 0,
    is_primary: true,
    ...overrides,
  };
}

/** A photo stored before narrower copies existed: each size is its one file. */
export function photoWithoutCopies(overrides: Partial<PhotoView> = {}): PhotoView {
  const stored = photo(overrides);
  return { ...stored, sources: stored.width === null ? [] : [{ url: stored.url, width: stored.width }], card_sources: [{ url: stored.card_url, width: 400 }], ...overrides };
}

export function card(overrides: Partial<ProfileCard> = {}): ProfileCard {
  return {
    id: 'id-mia',
    username: 'mia1',
    full_name: 'Mia',
    age: 27,
    location: 'Wellington',
    bio: 'Warm and easy-going.',
    rates_1hour: 300,
    rate_from: 300,
    subscription_tier: 'free',
    is_verified: false,
    last_active_at: null,
    photo: photo(),
    touring: null,
    available_until: null,
    ...overrides,
  };
}

export function publicProfile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    id: 'id-mia',
    username: 'mia1',
    full_name: 'Mia',
    has_phone: true,
    has_email: true,
    has_website: false,
    bio: 'Warm and easy-going companion.',
    location: 'Wellington',
    age: 27,
    height: 165,
    weight: 55,
    body_type: 'Slim',
    bust_size: 'C',
    hair_color: 'Brunette',
    eye_color: 'Brown',
    nationality: 'Kiwi',
    languages: ['English'],
    availability: 'Weekends',
    outcalls: 'No',
    categories: ['Independent'],
    service_types: ['GFE', 'Massage'],
    services: null,
    meeting_with: 'Men',
    available_for: 'Incall',
    rates_30min: 150,
    rates_1hour: 300,
    rates_2hour: 550,
    rates_overnight: 1500,
    subscription_tier: 'premium',
    is_verified: true,
    last_active_at: null,
    created_at: '2026-01-01T00:00:00.000Z',
    avatar_url: null,
    like_count: 12,
    photos: [photo(), photo({ id: 'photo-2', position: 1, is_primary: false, url: '/media/p2.webp', card_url: '/media/p2c.webp' })],
    tour_stops: [],
    available_until: null,
    photos_updated_at: '2026-03-14T02:00:00.000Z',
    ...overrides,
  };
}

/** A profile with only the fields sign-up requires (spec §5, steps 1 to 5). */
export function requiredOnlyProfile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return publicProfile({
    location: 'Hamilton', languages: [], availability: null, outcalls: null, categories: [], service_types: [], services: null,
    meeting_with: 'Men', available_for: 'Incall', rates_30min: null, rates_1hour: 300, rates_2hour: null, rates_overnight: null,
    bust_size: null, hair_color: null, eye_color: null,
    ...overrides,
  });
}

export function ownerProfile(overrides: Partial<OwnerProfile> = {}): OwnerProfile {
  return {
    ...publicProfile(),
    email: 'mia1@example.co.nz',
    phone: '021 555 1234',
    website: null,
    user_id: 'user-mia',
    birthdate: '1999-01-01',
    verification_requested: false,
    verification_submitted_at: null,
    is_active: true,
    is_deleted: false,
    subscription_expires_at: null,
    withheld_for: [],
    moderation: [],
    ...overrides,
  };
}
