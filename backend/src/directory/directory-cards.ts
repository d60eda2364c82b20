import { cardTourStop, type DirectorySort, type ProfileCard, type TourStopView } from 'contract';
import { ageOn, nzDate } from '../common/time/nz-date';
import { CARD_HEIGHT, CARD_WIDTH } from '../photos/photo-limits';
import { photoSources, publicAddresses } from '../photos/photo-variants';
import { SORT_KEYS } from './directory-sql';

/** A card's columns of directory_listings `l`, with every sort key as text (to seek past it exactly). */
export const CARD_COLUMNS = `
  l.profile_id, l.username, l.full_name, l.birthdate::text AS birthdate, l.location, l.bio, l.rates_1hour, l.rate_from,
  l.subscription_tier, l.is_verified, l.last_active_at, l.available_until, l.tour_stops,
  l.photo_id, l.photo_url, l.photo_card_url, l.photo_width, l.photo_height, l.photo_position, l.photo_is_primary,
  l.photo_widths, l.photo_card_widths,
  l.tier_score::text AS key_tier_score, l.created_at::text AS key_created_at, l.profile_id::text AS key_profile_id,
  l.price_low_key::text AS key_price_low_key, l.price_high_key::text AS key_price_high_key, l.online_key::text AS key_online_key`;

export interface CardRow {
  profile_id: string;
  username: string;
  full_name: string;
  birthdate: string | null;
  location: string | null;
  bio: string | null;
  rates_1hour: number | null;
  rate_from: number | null;
  subscription_tier: string;
  is_verified: boolean;
  last_active_at: Date | null;
  available_until: Date | null;
  tour_stops: TourStopView[] | null;
  photo_id: string | null;
  photo_url: string | null;
  photo_card_url: string | null;
  photo_width: number | null;
  photo_height: number | null;
  photo_position: number | null;
  photo_is_primary: boolean | null;
  photo_widths: number[] | null;
  photo_card_widths: number[] | null;
  [key: `key_${string}`]: string;
}

/** The row's values of the order's keys, as text, in the order's sequence. */
export function sortKeyOf(row: CardRow, sort: DirectorySort): string[] {
  return SORT_KEYS[sort].map((key) => row[`key_${key}`]);
}

export function toProfileCard(row: CardRow, now: Date, today: string = nzDate(now)): ProfileCard {
  return {
    id: row.profile_id,
    username: row.username,
    full_name: row.full_name,
    age: ageOn(row.birthdate, today),
    location: row.location,
    bio: row.bio,
    rates_1hour: row.rates_1hour,
    rate_from: row.rate_from,
    subscription_tier: row.subscription_tier,
    is_verified: row.is_verified,
    last_active_at: row.last_active_at ? row.last_active_at.toISOString() : null,
    photo: row.photo_id
      ? {
          id: row.photo_id,
          url: row.photo_url!,
          card_url: row.photo_card_url!,
          width: row.photo_width,
          height: row.photo_height,
          ...photoSources(
            { width: row.photo_width, widths: row.photo_widths ?? [], cardWidths: row.photo_card_widths ?? [] },
            publicAddresses(row.photo_url!),
            publicAddresses(row.photo_card_url!),
          ),
          card_width: CARD_WIDTH,
          card_height: CARD_HEIGHT,
          position: row.photo_position!,
          is_primary: row.photo_is_primary!,
          moderation_state: 'approved',
        }
      : null,
    touring: row.tour_stops ? cardTourStop(row.tour_stops, today) : null,
    // "Available now" ends by itself: an end that has passed reads as not set.
    available_until: row.available_until && row.available_until.getTime() > now.getTime() ? row.available_until.toISOString() : null,
  };
}

export function toProfileCards(rows: CardRow[], now: Date = new Date()): ProfileCard[] {
  const today = nzDate(now);
  return rows.map((row) => toProfileCard(row, now, today));
}
