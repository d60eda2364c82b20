import { DataSource } from 'typeorm';
import { databaseOptions } from '../../src/database/database-options';
import { createTestDatabase, dropTestDatabase } from '../test-app';

const MIGRATION = 'CanonicalEmails1795603100000';

/** Upper-case ASCII letters as their fullwidth forms (U+FF21...), which PostgreSQL's lower() leaves apart from ASCII. */
const fullwidth = (text: string) => text.replace(/[A-Z]/g, (letter) => String.fromCodePoint(letter.codePointAt(0)! - 0x41 + 0xff21));

describe('the migration to canonical sign-in emails', () => {
  let url: string;
  let db: DataSource;

  beforeAll(async () => {
    url = await createTestDatabase();
    db = await new DataSource(databaseOptions(url)).initialize();
    // Back to the schema before it: the addresses as the old unique index (on lower(email)) let them be.
    for (;;) {
      const [last] = await db.query(`SELECT name FROM migrations ORDER BY id DESC LIMIT 1`);
      await db.undoLastMigration({ transaction: 'each' });
      if (last.name === MIGRATION) break;
    }
  });

  afterAll(async () => {
    await db.destroy();
    await dropTestDatabase(url);
  });

  const insertUser = async (email: string, createdAt: string): Promise<string> =>
    (await db.query(`INSERT INTO users (email, password_hash, created_at) VALUES ($1, 'x', $2) RETURNING id`, [email, createdAt]))[0].id;
  const emailOf = async (id: string): Promise<string> => (await db.query(`SELECT email FROM users WHERE id = $1`, [id]))[0].email;

  it('stores every address canonically, keeps colliding accounts apart and records each collision', async () => {
    const plain = await insertUser('Aroha@Example.co.nz', '2026-01-01T00:00:00Z');
    const wide = await insertUser(`${fullwidth('MERE')}@example.nz`, '2026-01-02T00:00:00Z');
    // A look-alike registered before the address spelled as people type it: the typed one keeps the address.
    const lookAlike = await insertUser(`${fullwidth('ANA')}@example.nz`, '2026-01-03T00:00:00Z');
    const typed = await insertUser('ana@example.nz', '2026-01-04T00:00:00Z');
    // Neither spelled canonically: the older keeps it.
    const olderWide = await insertUser(`${fullwidth('JO')}@example.nz`, '2026-01-05T00:00:00Z');
    const newerMixed = await insertUser('Jo@example.nz', '2026-01-06T00:00:00Z');

    await db.runMigrations({ transaction: 'each' });

    expect(await emailOf(plain)).toBe('aroha@example.co.nz');
    expect(await emailOf(wide)).toBe('mere@example.nz');
    expect(await emailOf(typed)).toBe('ana@example.nz');
    expect(await emailOf(lookAlike)).toBe(`duplicate-${lookAlike}@invalid`);
    expect(await emailOf(olderWide)).toBe('jo@example.nz');
    expect(await emailOf(newerMixed)).toBe(`duplicate-${newerMixed}@invalid`);
    const entries = await db.query(
      `SELECT admin_user_id, admin_email, target_type, target_id, details FROM admin_audit_log WHERE action = 'user.email_conflict' ORDER BY details->>'canonical_email'`,
    );
    expect(entries).toEqual([
      {
        admin_user_id: null,
        admin_email: null,
        target_type: 'user',
        target_id: lookAlike,
        details: { previous_email: `${fullwidth('ANA')}@example.nz`, canonical_email: 'ana@example.nz', kept_by_user_id: typed },
      },
      { admin_user_id: null, admin_email: null, target_type: 'user', target_id: newerMixed, details: { previous_email: 'Jo@example.nz', canonical_email: 'jo@example.nz', kept_by_user_id: olderWide } },
    ]);
  });

  it('then refuses a second account for an address, and any address not in the canonical form', async () => {
    await expect(insertUser('aroha@example.co.nz', '2026-02-01T00:00:00Z')).rejects.toThrow(/users_email_key/);
    await expect(insertUser('AROHA@example.co.nz', '2026-02-01T00:00:00Z')).rejects.toThrow(/users_email_canonical_check/);
    await expect(insertUser(`${fullwidth('KAI')}@example.nz`, '2026-02-01T00:00:00Z')).rejects.toThrow(/users_email_canonical_check/);
  });

  it('reverts to the index on lower(email), keeping the canonical addresses', async () => {
    for (;;) {
      const [last] = await db.query(`SELECT name FROM migrations ORDER BY id DESC LIMIT 1`);
      await db.undoLastMigration({ transaction: 'each' });
      if (last.name === MIGRATION) break;
    }
    await expect(insertUser('AROHA@example.co.nz', '2026-02-02T00:00:00Z')).rejects.toThrow(/users_email_lower_key/);
    await db.runMigrations({ transaction: 'each' });
    expect((await db.query(`SELECT count(*)::int AS n FROM users WHERE email = 'aroha@example.co.nz'`))[0].n).toBe(1);
  });
});
