import { DataSource } from 'typeorm';
import { databaseOptions } from '../../src/database/database-options';
import { createTestDatabase, dropTestDatabase } from '../test-app';

describe('migrations', () => {
  let url: string;
  let db: DataSource;

  beforeAll(async () => {
    url = await createTestDatabase();
    db = await new DataSource(databaseOptions(url)).initialize();
  });

  afterAll(async () => {
    await db.destroy();
    await dropTestDatabase(url);
  });

  const tables = async () =>
    (await db.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'migrations' ORDER BY 1`)).map(
      (row: { tablename: string }) => row.tablename,
    );

  it('creates every entity of the spec', async () => {
    expect(await tables()).toEqual(
      expect.arrayContaining(['admin_users', 'contact_messages', 'profile_photos', 'profiles', 'subscriptions', 'users', 'verification_documents']),
    );
  });

  it('reverts every migration down to an empty schema and applies them again', async () => {
    const applied: Array<{ name: string }> = await db.query(`SELECT name FROM migrations`);
    for (let i = 0; i < applied.length; i++) await db.undoLastMigration({ transaction: 'each' });
    expect(await tables()).toEqual([]);
    const again = await db.runMigrations({ transaction: 'each' });
    expect(again).toHaveLength(applied.length);
    expect(await tables()).toContain('profiles');
  });

  it('refuses a second username that differs only in case', async () => {
    const [user1] = await db.query(`INSERT INTO users (email, password_hash) VALUES ('a@example.co.nz', 'x') RETURNING id`);
    const [user2] = await db.query(`INSERT INTO users (email, password_hash) VALUES ('b@example.co.nz', 'x') RETURNING id`);
    await db.query(`INSERT INTO profiles (user_id, username, full_name) VALUES ($1, 'Anna', 'Anna')`, [user1.id]);
    await expect(db.query(`INSERT INTO profiles (user_id, username, full_name) VALUES ($1, 'anna', 'Anna')`, [user2.id])).rejects.toThrow(
      /profiles_username_lower_key/,
    );
  });

  it('refuses a second account for one email, and an email not in its canonical form (auth/email-identity.ts)', async () => {
    await db.query(`INSERT INTO users (email, password_hash) VALUES ('case@example.co.nz', 'x')`);
    await expect(db.query(`INSERT INTO users (email, password_hash) VALUES ('case@example.co.nz', 'x')`)).rejects.toThrow(/users_email_key/);
    await expect(db.query(`INSERT INTO users (email, password_hash) VALUES ('case@EXAMPLE.co.nz', 'x')`)).rejects.toThrow(/users_email_canonical_check/);
  });

  it('refuses values outside the enumerations', async () => {
    const [user] = await db.query(`INSERT INTO users (email, password_hash) VALUES ('c@example.co.nz', 'x') RETURNING id`);
    await expect(
      db.query(`INSERT INTO profiles (user_id, username, full_name, subscription_tier) VALUES ($1, 'carol', 'Carol', 'gold')`, [user.id]),
    ).rejects.toThrow(/check constraint/);
    await expect(
      db.query(`INSERT INTO profiles (user_id, username, full_name, categories) VALUES ($1, 'carol', 'Carol', '{Escort}')`, [user.id]),
    ).rejects.toThrow(/check constraint/);
  });

  it('maps the languages stored as free text onto the fixed list, drops the rest, and refuses them from then on', async () => {
    const applied: { name: string }[] = await db.query(`SELECT name FROM migrations ORDER BY id DESC`);
    const after = applied.findIndex((row) => row.name === 'LanguagesFromFixedList1795601000000');
    for (let i = 0; i <= after; i++) await db.undoLastMigration({ transaction: 'each' });
    const [user] = await db.query(`INSERT INTO users (email, password_hash) VALUES ('lang@example.co.nz', 'x') RETURNING id`);
    const languages = ['maori', 'English', 'no condom', ' CHINESE ', 'Te Reo Māori', 'bareback', 'Filipino', 'english'];
    const [profile] = await db.query(`INSERT INTO profiles (user_id, username, full_name, languages) VALUES ($1, 'linguist', 'Lin', $2) RETURNING id`, [user.id, languages]);

    await db.runMigrations({ transaction: 'each' });
    const [row] = await db.query(`SELECT languages FROM profiles WHERE id = $1`, [profile.id]);
    expect(row.languages).toEqual(['Te Reo Māori', 'English', 'Mandarin', 'Tagalog']);
    await expect(db.query(`UPDATE profiles SET languages = '{English,bareback}' WHERE id = $1`, [profile.id])).rejects.toThrow(/profiles_languages_listed/);
  });

  it('leaves one text item waiting per profile, showing the text as it is now, and keeps it so', async () => {
    const applied: { name: string }[] = await db.query(`SELECT name FROM migrations ORDER BY id DESC`);
    const after = applied.findIndex((row) => row.name === 'OnePendingTextItemPerProfile1795602000000');
    for (let i = 0; i <= after; i++) await db.undoLastMigration({ transaction: 'each' });
    const [user] = await db.query(`INSERT INTO users (email, password_hash) VALUES ('queued@example.co.nz', 'x') RETURNING id`);
    const [profile] = await db.query(
      `INSERT INTO profiles (user_id, username, full_name, bio, location, email) VALUES ($1, 'queued', 'Queued', 'The bio as it is now.', 'Wellington', 'q@example.nz') RETURNING id`,
      [user.id],
    );
    const item = (kind: string, createdAt: string, flag: string | null, details: object) =>
      db.query(`INSERT INTO moderation_items (kind, profile_id, held, flag, details, created_at) VALUES ($1, $2, true, $3, $4, $5) RETURNING id`, [
        kind, profile.id, flag, JSON.stringify({ username: 'queued', full_name: 'Queued', ...details }), createdAt,
      ]);
    const [[signUp], [edit]] = [
      await item('new_profile', '2026-11-01T00:00:00Z', null, { text: { bio: 'The bio at sign-up.' }, photo_urls: ['/media/a.webp'] }),
      await item('new_profile', '2026-11-02T00:00:00Z', 'Matches review rule: Drugs', { text: { bio: 'An edit.' }, rules: ['Drugs'] }),
    ];

    await db.runMigrations({ transaction: 'each' });
    const rows = await db.query(`SELECT id, kind, state, held, flag, details, created_at FROM moderation_items WHERE profile_id = $1 ORDER BY state`, [profile.id]);
    expect(rows).toEqual([
      expect.objectContaining({ id: edit.id, kind: 'new_profile', state: 'pending', held: true, flag: 'Matches review rule: Drugs', created_at: new Date('2026-11-01T00:00:00Z') }),
      expect.objectContaining({ id: signUp.id, state: 'superseded' }),
    ]);
    expect(rows[0].details).toMatchObject({
      text: { full_name: 'Queued', bio: 'The bio as it is now.', location: 'Wellington', email: 'q@example.nz' },
      photo_urls: ['/media/a.webp'],
      rules: ['Drugs'],
    });
    await expect(db.query(`INSERT INTO moderation_items (kind, profile_id, held, details) VALUES ('profile_text', $1, false, '{}')`, [profile.id])).rejects.toThrow(
      /moderation_items_one_pending_text/,
    );
  });

  describe('deleting a user', () => {
    let pickDaysAgo = 0;

    /** One row in every table that hangs off a user, and an admin whose actions refer to another user. */
    async function userWithEverything(): Promise<{ userId: string; profileId: string; adminId: string; sessionId: string; pickDate: string }> {
      const suffix = Math.random().toString(36).slice(2, 8);
      const [user] = await db.query(`INSERT INTO users (email, password_hash) VALUES ($1, 'x') RETURNING id`, [`owner${suffix}@example.co.nz`]);
      const [admin] = await db.query(`INSERT INTO users (email, password_hash) VALUES ($1, 'x') RETURNING id`, [`admin${suffix}@example.co.nz`]);
      const [profile] = await db.query(`INSERT INTO profiles (user_id, username, full_name) VALUES ($1, $2, 'Owner') RETURNING id`, [user.id, `owner${suffix}`]);
      await db.query(`INSERT INTO admin_users (user_id) VALUES ($1)`, [admin.id]);
      await db.query(
        `INSERT INTO profile_photos (profile_id, url, card_url, storage_key, card_storage_key, position) VALUES ($1, 'u', 'c', 'k', 'ck', 0)`,
        [profile.id],
      );
      await db.query(`INSERT INTO subscriptions (user_id, tier, price, expires_at) VALUES ($1, 'basic', 29, now() + interval '30 days')`, [user.id]);
      await db.query(`INSERT INTO verification_documents (user_id, file_type, file_url) VALUES ($1, 'id', 'k')`, [user.id]);
      const [session] = await db.query(`INSERT INTO sessions (user_id, expires_at) VALUES ($1, now() + interval '1 day') RETURNING id`, [user.id]);
      await db.query(`INSERT INTO refresh_tokens (session_id, token_hash) VALUES ($1, $2)`, [session.id, `hash${suffix}`]);
      await db.query(`INSERT INTO password_reset_tokens (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 hour')`, [user.id, `reset${suffix}`]);
      await db.query(`INSERT INTO profile_likes (profile_id, visitor_id) VALUES ($1, gen_random_uuid())`, [profile.id]);
      const [pick] = await db.query(
        `INSERT INTO daily_picks (pick_date, profile_id) VALUES (current_date - $2::int, $1) RETURNING pick_date::text`,
        [profile.id, (pickDaysAgo += 1)],
      );
      await db.query(`INSERT INTO verification_decisions (profile_id, decision, decided_by) VALUES ($1, 'approved', $2)`, [profile.id, admin.id]);
      await db.query(
        `INSERT INTO profile_reports (profile_id, reason, reporter_ip_hash, status, resolved_by, resolved_at) VALUES ($1, 'other', 'h', 'dismissed', $2, now())`,
        [profile.id, admin.id],
      );
      await db.query(`INSERT INTO admin_audit_log (admin_user_id, admin_email, action, target_type, target_id) VALUES ($1, 'a@b.nz', 'report.dismiss', 'profile', $2)`, [
        admin.id,
        profile.id,
      ]);
      return { userId: user.id, profileId: profile.id, adminId: admin.id, sessionId: session.id, pickDate: pick.pick_date };
    }

    const countWhere = async (sql: string, id: string) => (await db.query(`SELECT count(*)::int AS n FROM ${sql}`, [id]))[0].n;

    it('removes their profile, photos, likes, subscriptions, documents, sessions, refresh and reset tokens, and empties their daily pick', async () => {
      const { userId, profileId, sessionId, pickDate } = await userWithEverything();
      await db.query(`DELETE FROM users WHERE id = $1`, [userId]);
      expect(await countWhere(`profiles WHERE user_id = $1`, userId)).toBe(0);
      expect(await countWhere(`profile_photos WHERE profile_id = $1`, profileId)).toBe(0);
      expect(await countWhere(`profile_likes WHERE profile_id = $1`, profileId)).toBe(0);
      expect(await countWhere(`profile_reports WHERE profile_id = $1`, profileId)).toBe(0);
      expect(await countWhere(`verification_decisions WHERE profile_id = $1`, profileId)).toBe(0);
      expect(await countWhere(`subscriptions WHERE user_id = $1`, userId)).toBe(0);
      expect(await countWhere(`verification_documents WHERE user_id = $1`, userId)).toBe(0);
      expect(await countWhere(`sessions WHERE user_id = $1`, userId)).toBe(0);
      expect(await countWhere(`refresh_tokens WHERE session_id = $1`, sessionId)).toBe(0);
      expect(await countWhere(`password_reset_tokens WHERE user_id = $1`, userId)).toBe(0);
      // The day keeps its row (one pick per date), without a profile.
      expect(await db.query(`SELECT profile_id FROM daily_picks WHERE pick_date = $1`, [pickDate])).toEqual([{ profile_id: null }]);
    });

    it('keeps their invoices, tax records, with the name and email printed on them', async () => {
      const { userId } = await userWithEverything();
      await db.query(
        `INSERT INTO invoices (number, user_id, recipient_name, recipient_email, supplier_name, supplier_gst_number, tier, period_days, description,
           total_cents, gst_cents, payment_provider, bank_account, particulars, code, reference, due_on)
         VALUES ('INV-900001', $1, 'Owner', 'owner@example.co.nz', 'Kiwi Companions Limited', '49091850', 'basic', 30, 'Basic plan, 30 days',
           2999, 391, 'bank_transfer', '12-3140-0123452-000', 'OWNER', 'BASIC', 'INV-900001', current_date + 7)`,
        [userId],
      );
      await db.query(`DELETE FROM users WHERE id = $1`, [userId]);
      expect(await db.query(`SELECT user_id, recipient_name FROM invoices WHERE number = 'INV-900001'`)).toEqual([{ user_id: null, recipient_name: 'Owner' }]);
    });

    it("keeps what an admin decided when the admin's account goes, without naming them", async () => {
      const { adminId, profileId } = await userWithEverything();
      await db.query(`DELETE FROM users WHERE id = $1`, [adminId]);
      expect(await countWhere(`admin_users WHERE user_id = $1`, adminId)).toBe(0);
      const [decision] = await db.query(`SELECT decided_by FROM verification_decisions WHERE profile_id = $1`, [profileId]);
      const [report] = await db.query(`SELECT resolved_by, status FROM profile_reports WHERE profile_id = $1`, [profileId]);
      const [audit] = await db.query(`SELECT admin_user_id, admin_email FROM admin_audit_log WHERE target_id = $1`, [profileId]);
      expect(decision).toEqual({ decided_by: null });
      expect(report).toEqual({ resolved_by: null, status: 'dismissed' });
      expect(audit).toEqual({ admin_user_id: null, admin_email: 'a@b.nz' });
    });
  });

  describe('required columns', () => {
    const REQUIRED: Record<string, string[]> = {
      users: ['email', 'password_hash', 'created_at'],
      admin_users: ['user_id', 'can_verify_profiles', 'is_superadmin'],
      profiles: ['user_id', 'username', 'full_name', 'languages', 'categories', 'service_types', 'subscription_tier', 'is_active', 'is_deleted', 'is_verified', 'verification_requested', 'like_count', 'created_at'],
      profile_photos: ['profile_id', 'url', 'card_url', 'storage_key', 'card_storage_key', 'position', 'is_primary'],
      subscriptions: ['user_id', 'tier', 'price', 'status', 'starts_at', 'expires_at'],
      verification_documents: ['user_id', 'file_type', 'file_url'],
      contact_messages: ['thread_id', 'name', 'email', 'phone', 'city', 'message', 'is_admin_reply', 'is_deleted', 'created_at'],
      sessions: ['user_id', 'last_used_at', 'expires_at'],
      refresh_tokens: ['session_id', 'token_hash'],
      password_reset_tokens: ['user_id', 'token_hash', 'expires_at'],
      profile_reports: ['profile_id', 'reason', 'reporter_ip_hash', 'status'],
      admin_audit_log: ['action', 'target_type', 'details'],
      mail_outbox: ['kind', 'recipient', 'subject', 'status', 'attempts', 'next_attempt_at'],
      rate_limit_counters: ['key', 'hits', 'reset_at', 'last_hit_at'],
      mail_outbox_attachments: ['email_id', 'position', 'filename', 'content_type', 'content'],
      billing_settings: ['trading_name', 'gst_number', 'bank_account', 'invoice_due_days', 'basic_price_cents', 'premium_price_cents'],
      invoices: ['number', 'recipient_name', 'recipient_email', 'supplier_name', 'supplier_gst_number', 'tier', 'description', 'total_cents', 'gst_cents', 'reference', 'status', 'issued_at', 'due_on'],
      payments: ['invoice_id', 'amount_cents', 'received_on', 'method'],
      credit_notes: ['number', 'invoice_id', 'amount_cents', 'gst_cents', 'reason', 'issued_at'],
      statement_lines: ['import_id', 'fingerprint', 'posted_on', 'amount_cents', 'outcome'],
    };

    it.each(Object.entries(REQUIRED))('%s refuses NULL where a value is required', async (table, columns) => {
      const rows: { column_name: string; is_nullable: string }[] = await db.query(
        `SELECT column_name, is_nullable FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 AND column_name = ANY($2)`,
        [table, columns],
      );
      expect(Object.fromEntries(rows.map((r) => [r.column_name, r.is_nullable]))).toEqual(Object.fromEntries(columns.map((c) => [c, 'NO'])));
    });

    it('lets only an audit entry without an admin (one the system made) lack an admin email', async () => {
      const [admin] = await db.query(`INSERT INTO users (email, password_hash) VALUES ('audit-' || gen_random_uuid() || '@b.nz', 'x') RETURNING id`);
      await db.query(`INSERT INTO admin_audit_log (admin_user_id, admin_email, action, target_type) VALUES (NULL, NULL, 'takedown.escalate', 'takedown')`);
      await expect(
        db.query(`INSERT INTO admin_audit_log (admin_user_id, admin_email, action, target_type) VALUES ($1, NULL, 'report.dismiss', 'profile')`, [admin.id]),
      ).rejects.toThrow(/admin_audit_log_admin_email_check/);
    });

    it('leaves the optional profile fields nullable, since sign-up fills them step by step and the auto-created profile has none', async () => {
      const rows: { column_name: string }[] = await db.query(
        `SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = 'profiles' AND is_nullable = 'YES'`,
      );
      expect(rows.map((r) => r.column_name)).toEqual(expect.arrayContaining(['bio', 'location', 'birthdate', 'bust_size', 'website', 'rates_30min']));
    });

    it('refuses a contact message without a city and a photo without its storage key', async () => {
      await expect(
        db.query(`INSERT INTO contact_messages (thread_id, name, email, phone, message) VALUES (gen_random_uuid(), 'n', 'e@x.nz', '021555', 'm')`),
      ).rejects.toThrow(/null value in column "city"/);
      const [user] = await db.query(`INSERT INTO users (email, password_hash) VALUES ('photos@example.co.nz', 'x') RETURNING id`);
      const [profile] = await db.query(`INSERT INTO profiles (user_id, username, full_name) VALUES ($1, 'photos', 'P') RETURNING id`, [user.id]);
      await expect(
        db.query(`INSERT INTO profile_photos (profile_id, url, card_url, card_storage_key, position) VALUES ($1, 'u', 'c', 'ck', 0)`, [profile.id]),
      ).rejects.toThrow(/null value in column "storage_key"/);
    });
  });
});
