import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { AccountsService } from '../auth/accounts.service';
import { PollingLoop } from '../common/jobs/polling-loop';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { NotificationsService } from '../mail/notifications.service';
import { OutboxWorker } from '../mail/outbox.worker';
import { StorageService } from '../storage/storage.service';
import { DataExportArchive } from './data-export-archive';
import { ClaimedExport, DataExportRepository } from './data-export.repository';
import { hashToken } from './data-export-token';

const POLL_INTERVAL_MS = 5_000;
/** A build holds its request this long; one that outlives it (a dead process) is taken again by any instance. */
const LEASE_MS = 15 * 60_000;
export const MAX_BUILD_ATTEMPTS = 3;
/** The emailed link works this long. */
export const LINK_HOURS = 24;
/** A shutdown waits this long for a build under way; one cut off is built again once its lease ends. */
const SHUTDOWN_WAIT_MS = 3_000;

export interface DataExportRun {
  ready: number;
  retrying: number;
  failed: number;
}

/** Each attempt writes its own object (objects are write-once), so a retry never meets a crashed attempt's half file. */
export function exportFileKey(exportId: string, attempt: number): string {
  return `data-exports/${exportId}/attempt-${attempt}.zip`;
}

/**
 * Builds requested data exports in the background, the outbox's way: it polls while the app runs
 * scheduled jobs (and is woken by a request); tests call `processPending()`. Safe with several
 * instances and with two runs at once: each build claims its request in one statement (SKIP LOCKED
 * plus a lease), and survives a restart (an unfinished request is taken again after its lease).
 */
@Injectable()
export class DataExportWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('DataExport');
  private readonly loop = new PollingLoop(() => this.processPending(), {
    intervalMs: POLL_INTERVAL_MS,
    stopWaitMs: SHUTDOWN_WAIT_MS,
    onError: (error) => this.logger.error(`Data export run failed: ${(error as Error).message}`),
  });

  constructor(
    private readonly repository: DataExportRepository,
    private readonly archive: DataExportArchive,
    private readonly accounts: AccountsService,
    private readonly storage: StorageService,
    private readonly notifications: NotificationsService,
    private readonly outbox: OutboxWorker,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.runScheduledJobs) this.loop.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.loop.stop();
  }

  /** Builds soon instead of at the next poll (after a request). */
  wake(): void {
    this.loop.wake();
  }

  /** Builds every request due at `now`, one at a time (each is a few seconds of I/O and zlib). */
  async processPending(now: Date = new Date()): Promise<DataExportRun> {
    const run: DataExportRun = { ready: 0, retrying: 0, failed: 0 };
    for (;;) {
      if (this.loop.stopped) break;
      const claim = await this.repository.claimNextDue(now, new Date(Date.now() + LEASE_MS));
      if (!claim) break;
      run[await this.build(claim, now)] += 1;
    }
    return run;
  }

  /** Deletes a request's file and forgets it (after a download, or by the clean-up job). */
  async deleteFileOf(id: string, now: Date = new Date()): Promise<void> {
    const row = await this.repository.findStorageKey(id);
    if (!row?.storage_key) return;
    await this.storage.delete(this.storage.documentsBucket, row.storage_key);
    await this.repository.forgetFile(id, now);
  }

  private async build(claim: ClaimedExport, now: Date): Promise<keyof DataExportRun> {
    const key = exportFileKey(claim.id, claim.attempts);
    try {
      await this.deleteEarlierAttempts(claim);
      const written = await this.archive.write(claim.user_id, this.config.productName, now);
      if (!written) {
        await this.repository.markFailed(claim, 'The account no longer exists');
        return 'failed';
      }
      await this.storage.putStream(this.storage.documentsBucket, key, written.stream, 'application/zip');
      const size = await written.size;
      const token = randomBytes(32).toString('base64url');
      const readyAt = new Date();
      const expiresAt = new Date(readyAt.getTime() + LINK_HOURS * 60 * 60_000);
      const ready = await this.repository.transaction(async (manager) => {
        if (!(await this.repository.markReady(manager, claim, { key, size }, hashToken(token), readyAt, expiresAt))) return false;
        await this.notifications.sendDataExportReady(written.email, `${this.config.publicUrl}/my-data?token=${token}`, expiresAt, { manager });
        return true;
      });
      if (!ready) {
        // The lease ran out and another build took the request over: this file is nobody's.
        await this.storage.delete(this.storage.documentsBucket, key).catch(() => undefined);
        return 'retrying';
      }
      this.outbox.wake();
      return 'ready';
    } catch (error) {
      return this.failedAttempt(claim, key, error);
    }
  }

  private async failedAttempt(claim: ClaimedExport, key: string, error: unknown): Promise<keyof DataExportRun> {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    await this.storage.delete(this.storage.documentsBucket, key).catch(() => undefined);
    if (claim.attempts < MAX_BUILD_ATTEMPTS) {
      await this.repository.markRetry(claim, new Date(Date.now() + claim.attempts * 60_000), reason);
      this.logger.warn(`Data export ${claim.id} (attempt ${claim.attempts}) failed, will retry: ${reason}`);
      return 'retrying';
    }
    this.logger.error(`Gave up on data export ${claim.id} after ${claim.attempts} attempts: ${reason}`);
    if (await this.repository.markFailed(claim, reason)) {
      const account = await this.accounts.exportAccount(claim.user_id);
      if (account) await this.notifications.sendDataExportFailed(account.email);
    }
    return 'failed';
  }

  /** A crashed attempt may have left a whole or half file under its own key. */
  private async deleteEarlierAttempts(claim: ClaimedExport): Promise<void> {
    for (let attempt = 1; attempt < claim.attempts; attempt += 1) {
      await this.storage.delete(this.storage.documentsBucket, exportFileKey(claim.id, attempt)).catch(() => undefined);
    }
  }
}
