// The JSON shapes of docs/api-contract.md, as the public site receives them.

export type SubscriptionTier = 'free' | 'basic' | 'premium';

export interface PhotoView {
  id: string;
  url: string;
  card_url: string;
  width: number | null;
  height: number | null;
  position: number;
  is_primary: boolean;
}

/** A profile in lists: raw values, the UI applies the display defaults (spec §3). */
export interface ProfileCard {
  id: string;
  username: string;
  full_name: string;
  age: number | null;
  location: string | null;
  bio: string | null;
  rates_1hour: number | null;
  subscription_tier: SubscriptionTier | string;
  is_verified: boolean;
  last_active_at: string | null;
  photo: PhotoView | null;
}

export interface PublicProfile {
  id: string;
  username: string;
  full_name: string;
  email: string | null;
  phone: string | null;
  bio: string | null;
  location: string | null;
  age: number | null;
  height: number | null;
  weight: number | null;
  body_type: string | null;
  bust_size: string | null;
  hair_color: string | null;
  eye_color: string | null;
  nationality: string | null;
  languages: string[];
  availability: string | null;
  outcalls: string | null;
  categories: string[];
  service_types: string[];
  services: string | null;
  meeting_with: string | null;
  available_for: string | null;
  website: string | null;
  rates_30min: number | null;
  rates_1hour: number | null;
  rates_2hour: number | null;
  rates_overnight: number | null;
  subscription_tier: SubscriptionTier | string;
  is_verified: boolean;
  last_active_at: string | null;
  created_at: string;
  avatar_url: string | null;
  like_count: number;
  photos: PhotoView[];
  /** Present (true) only when the signed-in user owns the profile. */
  is_owner?: boolean;
}

export interface OwnerProfile extends PublicProfile {
  user_id: string;
  birthdate: string | null;
  verification_requested: boolean;
  verification_submitted_at: string | null;
  is_active: boolean;
  is_deleted: boolean;
  subscription_expires_at: string | null;
}

export interface Paginated<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface SessionUser {
  id: string;
  email: string;
}

export interface AdminFlags {
  can_verify_profiles: boolean;
  is_superadmin: boolean;
}

export interface SessionView {
  user: SessionUser;
  profile: OwnerProfile | null;
  admin: AdminFlags | null;
}

export interface Session extends SessionView {
  accessToken: string;
}

export interface DailyPick {
  date: string;
  profile: ProfileCard | null;
}

export interface LikeResult {
  like_count: number;
  liked: boolean;
}
