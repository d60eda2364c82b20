import { Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { JobOutcome, JobRunner } from '../scheduled-jobs/job-runner.service';
import { StorageService } from '../storage/storage.service';
import { OrphanPhotoFilesRepository } from './orphan-photo-files.repository';

/** Younger files may belong to an upload whose row is not committed yet. */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;
const BATCH = 500;

/**
 * Hourly: removes stored photo files that no photo row references and that are over an hour old,
 * the leftovers of a crash between writing an upload's files and committing its row. Idempotent.
 * `run()` is what tests call; it returns the removed keys.
 */
@Injectable()
export class OrphanPhotoFilesJob {
  constructor(
    private readonly storage: StorageService,
    private readonly photos: OrphanPhotoFilesRepository,
    private readonly jobs: JobRunner,
  ) {}

  @Cron('0 45 * * * *', { name: 'orphan-photo-files', timeZone: 'Pacific/Auckland', waitForCompletion: true })
  onSchedule(now: Date = new Date()): Promise<JobOutcome> {
    return this.jobs.runOnce('orphan-photo-files', () => this.run(now), (removed) => (removed.length ? `removed ${removed.length} unreferenced photo file(s): ${removed.join(', ')}` : undefined), now);
  }

  async run(now: Date = new Date()): Promise<string[]> {
    const cutoff = now.getTime() - ORPHAN_MIN_AGE_MS;
    const removed: string[] = [];
    let batch: string[] = [];
    for await (const object of this.storage.list(this.storage.photosBucket)) {
      if (object.modifiedAt.getTime() > cutoff) continue;
      batch.push(object.key);
      if (batch.length === BATCH) {
        removed.push(...(await this.removeUnreferenced(batch)));
        batch = [];
      }
    }
    removed.push(...(await this.removeUnreferenced(batch)));
    return removed;
  }

  private async removeUnreferenced(keys: string[]): Promise<string[]> {
    const referenced = await this.photos.findReferencedKeys(keys);
    const orphans = keys.filter((key) => !referenced.has(key));
    await this.storage.deleteAll(this.storage.photosBucket, orphans);
    return orphans;
  }
}
