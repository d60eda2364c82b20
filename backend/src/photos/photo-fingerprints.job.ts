import { Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { JobOutcome, JobRunner } from '../scheduled-jobs/job-runner.service';
import { PhotosService } from './photos.service';

/** Photos hashed per run: each is a read of its file and a 32×32 reduction, so a run stays short. */
const BATCH = 200;

/**
 * Every ten minutes: fingerprints photos stored before fingerprints (a migration cannot run sharp),
 * a batch at a time, so the stolen-photo check knows them; once none are left each run costs one indexed
 * query. A photo whose file cannot be read is named in the run's line and tried again next run. `run()` is
 * what tests call.
 */
@Injectable()
export class PhotoFingerprintsJob {
  constructor(
    private readonly photos: PhotosService,
    private readonly jobs: JobRunner,
  ) {}

  @Cron('0 5-55/10 * * * *', { name: 'photo-fingerprints', timeZone: 'Pacific/Auckland', waitForCompletion: true })
  onSchedule(now: Date = new Date()): Promise<JobOutcome> {
    return this.jobs.runOnce('photo-fingerprints', () => this.run(), report, now);
  }

  run(): Promise<{ hashed: string[]; failed: string[] }> {
    return this.photos.fingerprintOlderPhotos(BATCH);
  }
}

function report({ hashed, failed }: { hashed: string[]; failed: string[] }): string | undefined {
  const lines = [hashed.length ? `fingerprinted ${hashed.length} older photo(s)` : '', failed.length ? `could not read ${failed.length}: ${failed.join(', ')}` : ''].filter(Boolean);
  return lines.length ? lines.join('; ') : undefined;
}
