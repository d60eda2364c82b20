import { MigrationInterface, QueryRunner } from 'typeorm';

/** The entities of spec §3 plus the auth user table, with real constraints. */
export class InitialSchema1795300000000 implements MigrationInterface {
  name = 'InitialSchema1795300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);

    await db.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL CHECK (email = btrim(email) AND email LIKE '%_@_%'),
        password_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email))`);

    await db.query(`
      CREATE TABLE admin_users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
        can_verify_profiles boolean NOT NULL DEFAULT false,
        is_superadmin boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    await db.query(`
      CREATE TABLE profiles (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
        username text NOT NULL CHECK (char_length(username) >= 3),
        full_name text NOT NULL,
        email text,
        phone text,
        bio text,
        location text,
        birthdate date,
        height smallint CHECK (height BETWEEN 100 AND 250),
        weight smallint CHECK (weight BETWEEN 30 AND 250),
        body_type text CHECK (body_type IN ('Slim', 'Athletic', 'Average', 'Curvy', 'Full Figured', 'Petite')),
        bust_size text CHECK (bust_size IN ('A', 'B', 'C', 'D', 'DD', 'E', 'F', 'G+')),
        hair_color text CHECK (hair_color IN ('Blonde', 'Brown', 'Black', 'Red', 'Auburn', 'Brunette', 'Other')),
        eye_color text CHECK (eye_color IN ('Blue', 'Brown', 'Green', 'Hazel', 'Gray', 'Other')),
        nationality text CHECK (nationality IN ('Kiwi', 'Asian', 'European', 'Latin', 'African', 'Middle Eastern', 'Other')),
        languages text[] NOT NULL DEFAULT '{}',
        availability text CHECK (availability IN ('Now', 'Today', 'Tonight', 'Weekdays', 'Weekends', 'Anytime')),
        outcalls text CHECK (outcalls IN ('Yes', 'No')),
        categories text[] NOT NULL DEFAULT '{}' CHECK (categories <@ ARRAY['Independent', 'Agency', 'Massage', 'BDSM', 'Couples', 'Trans', 'VIP']::text[]),
        service_types text[] NOT NULL DEFAULT '{}' CHECK (service_types <@ ARRAY['Massage', 'GFE', 'Dinner Date', 'Overnight', 'Travel Companion', 'Couples', 'Fetish', 'Role Play']::text[]),
        services text,
        meeting_with text CHECK (meeting_with IN ('Men', 'Women', 'Couples', 'Men & Women', 'Men & Couples', 'Women & Couples', 'All')),
        available_for text CHECK (available_for IN ('Incall', 'Outcall', 'Incall & Outcall')),
        website text,
        rates_30min integer CHECK (rates_30min >= 0),
        rates_1hour integer CHECK (rates_1hour >= 0),
        rates_2hour integer CHECK (rates_2hour >= 0),
        rates_overnight integer CHECK (rates_overnight >= 0),
        subscription_tier text NOT NULL DEFAULT 'free' CHECK (subscription_tier IN ('free', 'basic', 'premium')),
        subscription_expires_at timestamptz,
        is_active boolean NOT NULL DEFAULT true,
        is_deleted boolean NOT NULL DEFAULT false,
        is_verified boolean NOT NULL DEFAULT false,
        verification_requested boolean NOT NULL DEFAULT false,
        verification_submitted_at timestamptz,
        last_active_at timestamptz,
        avatar_url text,
        like_count integer NOT NULL DEFAULT 0 CHECK (like_count >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (NOT is_deleted OR NOT is_active)
      )`);
    await db.query(`CREATE UNIQUE INDEX profiles_username_lower_key ON profiles (lower(username))`);
    // The public listing: tier rank, then newest, with id as the tie-breaker for stable paging.
    await db.query(`
      CREATE INDEX profiles_listing_idx ON profiles (
        (CASE subscription_tier WHEN 'premium' THEN 0 WHEN 'basic' THEN 1 ELSE 2 END), created_at DESC, id DESC
      ) WHERE is_active AND NOT is_deleted`);

    await db.query(`
      CREATE TABLE profile_photos (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        profile_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
        url text NOT NULL,
        card_url text NOT NULL,
        storage_key text NOT NULL,
        card_storage_key text NOT NULL,
        width smallint,
        height smallint,
        position integer NOT NULL CHECK (position >= 0),
        is_primary boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX profile_photos_profile_position_idx ON profile_photos (profile_id, position)`);
    await db.query(`CREATE UNIQUE INDEX profile_photos_one_primary_key ON profile_photos (profile_id) WHERE is_primary`);

    await db.query(`
      CREATE TABLE subscriptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        tier text NOT NULL CHECK (tier IN ('basic', 'premium')),
        price numeric(8, 2) NOT NULL CHECK (price >= 0),
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'expired', 'replaced')),
        starts_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (expires_at > starts_at)
      )`);
    await db.query(`CREATE INDEX subscriptions_user_idx ON subscriptions (user_id, created_at DESC)`);
    await db.query(`CREATE INDEX subscriptions_active_expiry_idx ON subscriptions (expires_at) WHERE status = 'active'`);

    await db.query(`
      CREATE TABLE verification_documents (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        file_type text NOT NULL CHECK (file_type IN ('id', 'selfie')),
        file_url text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, file_type)
      )`);

    await db.query(`
      CREATE TABLE contact_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        thread_id uuid NOT NULL,
        name text NOT NULL,
        email text NOT NULL,
        phone text NOT NULL,
        city text NOT NULL,
        message text NOT NULL,
        is_admin_reply boolean NOT NULL DEFAULT false,
        is_deleted boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX contact_messages_thread_idx ON contact_messages (thread_id, created_at)`);
    await db.query(`CREATE INDEX contact_messages_live_idx ON contact_messages (created_at DESC) WHERE NOT is_deleted`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE contact_messages`);
    await db.query(`DROP TABLE verification_documents`);
    await db.query(`DROP TABLE subscriptions`);
    await db.query(`DROP TABLE profile_photos`);
    await db.query(`DROP TABLE profiles`);
    await db.query(`DROP TABLE admin_users`);
    await db.query(`DROP TABLE users`);
    await db.query(`DROP EXTENSION IF EXISTS pg_trgm`);
  }
}
