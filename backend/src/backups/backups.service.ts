import type { BackupsOverview, BackupTrigger } from 'contract';
import { BackupMessages } from 'contract';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MetricsService } from '../observability/metrics.service';
import { StorageService } from '../storage/storage.service';
import { backupLocation, BackupLocation } from './backup-location';
import { timeOfBackup } from './backup-retention';
import { BackupBusyError, FinishedBackup, runBackup } from './backup-runner';
import { BackupsRepository } from './backups.repository';
import { appError, ErrorKind } from '../common/errors/app.exception';

/** How often /metrics' last-success time is read again (a backup by another instance or by `npm run backup`). */
const REFRESH_MS = 5 * 60_000;

/** Backups from the app: the nightly job, the back office's list and "Back up now", and the last success for /metrics. */
@Injectable()
export class BackupsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Backups');
  readonly location: BackupLocation;
  private lastSuccess?: Date;
  private refresher?: NodeJS.Timeout;
  private background?: Promise<unknown>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly runs: BackupsRepository,
    private readonly storage: StorageService,
    metrics: MetricsService,
  ) {
    this.location = backupLocation(config);
    // Served from memory: a scrape never waits on the database.
    metrics.gauge('backup_last_success_timestamp_seconds', 'When the last backup that was read back and verified finished', [], (set) => {
      if (this.lastSuccess) set({}, this.lastSuccess.getTime() / 1000);
    });
  }

  onApplicationBootstrap(): void {
    void this.refreshLastSuccess();
    this.refresher = setInterval(() => void this.refreshLastSuccess(), REFRESH_MS).unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.refresher);
    await this.background?.catch(() => undefined);
  }

  /** Makes a backup now; BackupBusyError when one is already running. */
  async backUp(trigger: BackupTrigger, now: Date = new Date()): Promise<FinishedBackup> {
    const finished = await runBackup(
      {
        databaseUrl: this.config.databaseUrl!,
        raw: this.storage.raw,
        buckets: [this.storage.photosBucket, this.storage.documentsBucket],
        location: this.location,
        backupKey: this.config.backupKey,
        jwtSecret: this.config.jwtSecret,
        retention: { daily: this.config.backupKeepDaily, weekly: this.config.backupKeepWeekly },
        log: (line) => this.logger.log(line),
      },
      trigger,
      now,
    );
    this.lastSuccess = new Date();
    return finished;
  }

  /** The back office's "Back up now": answered at once, the backup runs on (409 while one runs). */
  async startFromBackOffice(): Promise<{ message: string }> {
    if (this.background || (await this.runs.lockHeld())) throw appError(ErrorKind.Conflict, BackupMessages.alreadyRunning);
    this.background = this.backUp('back office')
      .catch((error) => {
        if (!(error instanceof BackupBusyError)) this.logger.error(`Backup failed: ${(error as Error).message}`);
      })
      .finally(() => (this.background = undefined));
    return { message: BackupMessages.started };
  }

  /** Waits for a backup started from the back office (tests, shutdown). */
  async settled(): Promise<void> {
    await this.background;
  }

  async overview(): Promise<BackupsOverview> {
    const stored = await this.location.list();
    const records = await this.runs.byNames(stored.map((backup) => backup.name));
    const running = (await this.runs.lockHeld()) ? await this.runs.running() : undefined;
    const failure = await this.runs.lastFailure();
    const lastSuccess = await this.runs.lastSuccessAt();
    return {
      location: this.location.description,
      schedule: this.config.backupSchedule ?? null,
      running: running ? { started_at: running.startedAt.toISOString(), trigger: running.trigger } : null,
      last_success_at: lastSuccess?.toISOString() ?? null,
      last_failure: failure ? { started_at: failure.startedAt.toISOString(), trigger: failure.trigger, error: failure.error ?? '' } : null,
      backups: stored.map((backup) => {
        const record = records.get(backup.name);
        return {
          name: backup.name,
          created_at: timeOfBackup(backup.name)!.toISOString(),
          size_bytes: backup.size,
          verified: record ? record.status === 'verified' : null,
          tables: record?.tables ?? null,
          rows: record?.rows ?? null,
          files: record?.files ?? null,
          missing_files: record?.missingFiles ?? null,
        };
      }),
    };
  }

  private async refreshLastSuccess(): Promise<void> {
    this.lastSuccess = (await this.runs.lastSuccessAt().catch(() => undefined)) ?? this.lastSuccess;
  }
}
