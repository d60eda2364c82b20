import { mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/common/http/errors/service-unavailable';
import { freePort } from '../../src/common/net/free-port';
import { jpeg, wizard } from '../auth/auth-fixtures';
import { RunningApp } from '../running-app';
import { createTestDatabase, dropTestDatabase, TEST_JWT_SECRET } from '../test-app';

jest.setTimeout(180_000);

const UNAVAILABLE = { statusCode: 503, message: DATABASE_UNAVAILABLE_MESSAGE, error: 'Service Unavailable' };

/** How the storage folder's disk is broken, as a shell line run in the app's own mount namespace before it starts. */
const DISKS = {
  // A small disk filled to the last byte by another program.
  full: (folder: string) => `mount -t tmpfs -o size=1m tmpfs '${folder}' && { cat /dev/zero > '${folder}/.filler' 2>/dev/null; true; }`,
  // A disk the kernel remounted read-only after errors.
  'read-only': (folder: string) => `mount -t tmpfs -o size=1m tmpfs '${folder}' && mount -o remount,ro '${folder}'`,
};

/** Every file under `folder` as the app's process sees it (its mount namespace, through /proc). */
function filesSeenBy(app: RunningApp, folder: string): string[] {
  const root = `/proc/${app.child.pid}/root${folder}`;
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1));
}

/**
 * The built app with its file storage on a disk that is full or read-only (a tmpfs mounted in a
 * mount namespace of the app's own, so no privilege is needed beyond a user namespace): uploads get
 * the site's 503 with Retry-After, never a 500, and leave no row and no file; the rest of the site works.
 */
describe.each(Object.entries(DISKS))('file storage on a %s disk (real process)', (_disk, breakDisk) => {
  let databaseUrl: string;
  let app: RunningApp;
  let http: () => ReturnType<typeof request>;
  const dataDir = mkdtempSync(join(tmpdir(), 'disk-faults-'));
  const storage = join(dataDir, 'storage');

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    mkdirSync(storage);
    const port = await freePort();
    const inNamespace = ['unshare', '--user', '--map-root-user', '--mount', 'sh', '-c', `${breakDisk(storage)} && exec "$@"`, 'sh'];
    app = await RunningApp.start(
      {
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        JWT_SECRET: TEST_JWT_SECRET,
        PASSWORD_HASH_PROFILE: 'test',
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        SEED_ON_EMPTY_DATABASE: 'false',
        RUN_SCHEDULED_JOBS: 'false',
        PUBLIC_CACHE_SECONDS: '0',
      },
      inNamespace,
    );
    http = () => request(`http://127.0.0.1:${port}`);
  });

  afterAll(async () => {
    await app?.stop('SIGTERM');
    await dropTestDatabase(databaseUrl);
  });

  it('answers a sign-up with a photo, and a photo upload, with 503 and Retry-After, keeping no row and no file; a sign-up without photos still works', async () => {
    const advertiser = await http().post('/api/auth/signup').field('data', JSON.stringify(wizard())).expect(201);
    const withPhoto = wizard();

    const signUp = await http().post('/api/auth/signup').field('data', JSON.stringify(withPhoto)).attach('photos', await jpeg(320, 240), 'me.jpg');
    const upload = await http().post('/api/profiles/me/photos').set('Authorization', `Bearer ${advertiser.body.accessToken}`).attach('photos', await jpeg(320, 240), 'me.jpg');

    for (const res of [signUp, upload]) expect([res.status, res.headers['retry-after'], res.body]).toEqual([503, '5', UNAVAILABLE]);
    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      expect((await db.query(`SELECT id FROM users WHERE lower(email) = lower($1)`, [withPhoto.email])).rows).toEqual([]);
      expect((await db.query(`SELECT id FROM profile_photos`)).rows).toEqual([]);
    } finally {
      await db.end();
    }
    expect(filesSeenBy(app, storage).filter((file) => file !== '.filler')).toEqual([]);
    // A refusal to be retried, not a fault: no error line.
    expect(app.output).not.toContain('"level":50');
  });
});
