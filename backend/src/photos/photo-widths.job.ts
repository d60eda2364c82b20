import { Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { JobOutcome, JobRunner } from '../scheduled-jobs/job-runner.service';
import { PhotosService } from './photos.service';

/** Photos given their narrower copies per run: a few sharp resizes each, so one run stays short. */
const BATCH = 50;

/**
 * One-off in effect: every ten minutes it stores the narrower copies (photo-variants.ts) of photos stored
 * before them, a batch at a time, from their stored full size and card; a photo not yet watermarked waits for
 * the watermark job. Once none are left each run costs one indexed query. A photo whose files cannot be read is
 * named in the run's line and tried again next run. `run()` is what tests call.
 */
@Injectable()
export class PhotoWidthsJob {
  constructor(
    private readonly photos: PhotosService,
    private readonly jobs: JobRunner,
  ) {}

  @Cron('0 7-57/10 * * * *', { name: 'photo-widths', timeZone: 'Pacific/Auckland', waitForCompletion: true })
  onSchedule(now: Date = new Date()): Promise<JobOutcome> {
    return this.jobs.runOnce('photo-widths', () => this.run(), report, now);
  }

  run(): Promise<{ done: string[]; failed: string[] }> {
    return this.photos.storeWidthsOfOlderPhotos(BATCH);
  }
}

function report({ done, failed }: { done: string[]; failed: string[] }): string | undefined {
  const lines = [done.length ? `stored the narrower widths of ${done.length} older photo(s)` : '', failed.length ? `could not read ${failed.length}: ${failed.join(', ')}` : ''].filter(Boolean);
  return lines.length ? lines.join('; ') : undefined;
}
