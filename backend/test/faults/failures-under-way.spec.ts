import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/common/http/errors/service-unavailable';
import { PHOTO_LOCK_CLASS } from '../../src/photos/photos.repository';
import { StorageService } from '../../src/storage/storage.service';
import { jpeg, wizard } from '../auth/auth-fixtures';
import { createAdvertiser } from '../factories/users.factory';
import { storedFiles } from '../photos/photo-files';
import { createTestApp } from '../test-app';
import { HoldingObjectStore } from './holding-object-store';

jest.setTimeout(90_000);

const UNAVAILABLE = { statusCode: 503, message: DATABASE_UNAVAILABLE_MESSAGE, error: 'Service Unavailable' };

/**
 * Requests under way when the database or the object store fails them part-way (a statement past its limit, a connection
 * ended while the transaction waits on the file store): the site's 503 with Retry-After, never a
 * module's own 500, and nothing left behind (no row, no file).
 */
describe('a write the database or the file store fails while it is under way', () => {
  it('answers a photo upload whose transaction waits past the statement limit with 503, and keeps no file or row', async () => {
    const t = await createTestApp({ DATABASE_TIMEOUT_MS: '1500' });
    try {
      const owner = await createAdvertiser(t);
      // Another writer of this profile's photos holds their lock for longer than a request may wait.
      const other = t.db.createQueryRunner();
      await other.connect();
      await other.startTransaction();
      await other.query(`SELECT pg_advisory_xact_lock($1, hashtext($2))`, [PHOTO_LOCK_CLASS, owner.profile.id]);
      try {
        const res = await t.http().post('/api/profiles/me/photos').set(owner.auth).attach('photos', await jpeg(), 'me.jpg');

        expect([res.status, res.headers['retry-after'], res.body]).toEqual([503, '5', UNAVAILABLE]);
      } finally {
        await other.rollbackTransaction();
        await other.release();
      }
      expect(storedFiles(t, t.config.photosBucket)).toEqual([]);
      expect(await t.db.query(`SELECT id FROM profile_photos WHERE profile_id = $1`, [owner.profile.id])).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('answers a sign-up whose connection is ended while its transaction waits on the file store with 503, and keeps no account, profile or file', async () => {
    const store = await HoldingObjectStore.start();
    const t = await createTestApp({ S3_ENDPOINT: store.url, S3_ACCESS_KEY: 'S3RVER', S3_SECRET_KEY: 'S3RVER' });
    try {
      const account = wizard();
      const writing = store.holdWrites();
      const signUp = t.http().post('/api/auth/signup').field('data', JSON.stringify(account)).attach('photos', await jpeg(), 'me.jpg').then((res) => res);
      await writing;

      // The sign-up's transaction is open, idle while its photo is stored: its connection ends (a database restart, a network cut).
      const ended = await t.db.query(`SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = current_database() AND state = 'idle in transaction'`);
      expect(ended).toEqual([{ ended: true }]);
      store.release();
      const res = await signUp;

      expect([res.status, res.headers['retry-after'], res.body]).toEqual([503, '5', UNAVAILABLE]);
      expect(await t.db.query(`SELECT id FROM users WHERE lower(email) = lower($1)`, [account.email])).toEqual([]);
      expect(await t.db.query(`SELECT id FROM profiles WHERE username = $1`, [account.username])).toEqual([]);
      const objects: string[] = [];
      for await (const object of t.app.get(StorageService).list(t.config.photosBucket)) objects.push(object.key);
      expect(objects).toEqual([]);
    } finally {
      await t.close();
      await store.close();
    }
  });

  it('answers a photo upload with 503 when the object store has become unreachable, and keeps no row', async () => {
    const store = await HoldingObjectStore.start();
    const t = await createTestApp({ S3_ENDPOINT: store.url, S3_ACCESS_KEY: 'S3RVER', S3_SECRET_KEY: 'S3RVER' });
    const goneAway = store.close();
    try {
      const owner = await createAdvertiser(t);
      await goneAway;

      const res = await t.http().post('/api/profiles/me/photos').set(owner.auth).attach('photos', await jpeg(), 'me.jpg');

      expect([res.status, res.headers['retry-after'], res.body]).toEqual([503, '5', UNAVAILABLE]);
      expect(await t.db.query(`SELECT id FROM profile_photos WHERE profile_id = $1`, [owner.profile.id])).toEqual([]);
    } finally {
      await goneAway;
      await t.close();
    }
  });
});
