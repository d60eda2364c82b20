import { utimesSync } from 'node:fs';
import { join } from 'node:path';
import { OrphanPhotoFilesJob } from '../../src/photos/orphan-photo-files.job';
import { JobRunner } from '../../src/scheduled-jobs/job-runner.service';
import { StorageService } from '../../src/storage/storage.service';
import { createAdvertiser } from '../factories/users.factory';
import { jpeg } from '../fixtures/images';
import { storedFiles } from '../photos/photo-files';
import { createTestApp, TestApp } from '../test-app';

const HOUR = 60 * 60 * 1000;

describe('orphan photo file sweep', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(() => t.close());

  /** A file as a crash between writing an upload and committing its row leaves it, written `ageMs` ago. */
  async function leftover(key: string, ageMs: number): Promise<void> {
    await t.app.get(StorageService).put(t.config.photosBucket, key, Buffer.from('RIFF-not-committed'), 'image/webp');
    const when = new Date(Date.now() - ageMs);
    utimesSync(join(t.config.dataDir, 'storage', t.config.photosBucket, key), when, when);
  }

  it('removes stored photo files no row references once they are over an hour old, keeps the rest, and reports what it removed', async () => {
    const owner = await createAdvertiser(t);
    const uploaded = await t.http().post('/api/profiles/me/photos').set(owner.auth).attach('photos', await jpeg(), 'me.jpg').expect(201);
    const [photo] = await t.db.query(`SELECT storage_key, card_storage_key FROM profile_photos WHERE id = $1`, [uploaded.body.photos[0].id]);
    // The photo's files: both sizes and the card's 240-px copy (a 300×400 upload has no wider copy).
    const live = [photo.storage_key, photo.card_storage_key, photo.card_storage_key.replace(/\.webp$/, '-240w.webp')];
    for (const key of live) {
      const old = new Date(Date.now() - 5 * HOUR);
      utimesSync(join(t.config.dataDir, 'storage', t.config.photosBucket, key), old, old);
    }
    await leftover(`${owner.profile.id}/1700000000000-deadbeef01.webp`, 2 * HOUR);
    await leftover(`${owner.profile.id}/1700000000000-deadbeef01-card.webp`, 2 * HOUR);
    // Younger than an hour: possibly an upload whose row is about to commit.
    await leftover(`${owner.profile.id}/1800000000000-cafebabe02.webp`, 10 * 60 * 1000);

    const outcome = await t.app.get(OrphanPhotoFilesJob).onSchedule();

    expect(outcome).toBe('done');
    expect(storedFiles(t, t.config.photosBucket).sort()).toEqual(
      [...live, `${owner.profile.id}/1800000000000-cafebabe02.webp`].sort(),
    );
    const [run] = await t.app.get(JobRunner).recentRuns('orphan-photo-files', 1);
    expect(run.outcome).toBe('done');
    expect(run.report).toContain('removed 2 unreferenced photo file(s)');
    expect(run.report).toContain(`${owner.profile.id}/1700000000000-deadbeef01-card.webp`);
    await t.http().get(uploaded.body.photos[0].url).expect(200);

    expect(await t.app.get(OrphanPhotoFilesJob).run(new Date(Date.now() + HOUR))).toEqual([`${owner.profile.id}/1800000000000-cafebabe02.webp`]);
  });
});
