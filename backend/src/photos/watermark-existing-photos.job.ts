import { Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { JobOutcome, JobRunner } from '../scheduled-jobs/job-runner.service';
import { PhotosService } from './photos.service';

/** Photos reworked per run: a few seconds of sharp work, so one run never holds the lock for long. */
const BATCH = 50;

/**
 * One-off in effect: every ten minutes it gives the photos stored before watermarks their
 * watermarked full size, a batch at a time; once none are left each run finds nothing and costs one
 * indexed query. `run()` is what tests call.
 */
@Injectable()
export class WatermarkExistingPhotosJob {
  constructor(
    private readonly photos: PhotosService,
    private readonly jobs: JobRunner,
  ) {}

  @Cron('0 */10 * * * *', { name: 'watermark-existing-photos', timeZone: 'Pacific/Auckland', waitForCompletion: true })
  onSchedule(now: Date = new Date()): Promise<JobOutcome> {
    return this.jobs.runOnce('watermark-existing-photos', () => this.run(), (ids) => (ids.length ? `watermarked ${ids.length} older photo(s)` : undefined), now);
  }

  run(): Promise<string[]> {
    return this.photos.watermarkOlderPhotos(BATCH);
  }
}
