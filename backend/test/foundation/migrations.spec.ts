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

  it('refuses a second account whose email differs only in case', async () => {
    await db.query(`INSERT INTO users (email, password_hash) VALUES ('Case@example.co.nz', 'x')`);
    await expect(db.query(`INSERT INTO users (email, password_hash) VALUES ('case@EXAMPLE.co.nz', 'x')`)).rejects.toThrow(/users_email_lower_key/);
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
});
