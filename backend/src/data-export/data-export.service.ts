import { DataExportLink, DataExportMessages, DataExportState } from 'contract';
import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { Readable } from 'node:stream';
import { appError, AppException, ErrorKind, TooManyRequestsException } from '../common/errors/app.exception';
import { nzDate } from '../common/time/nz-date';
import { PROFILE_DELETING, ProfileDeletingEvent } from '../events/profile-events';
import { StorageService } from '../storage/storage.service';
import { hashToken } from './data-export-token';
import { DataExportRepository, DataExportRow } from './data-export.repository';
import { DataExportWorker } from './data-export.worker';

const HOUR_MS = 60 * 60_000;
/** Requests per account in any 24 hours: enough to retry a lost email, not enough to make the site build ZIPs all day. */
export const DAILY_REQUESTS = 3;
const UNIQUE_VIOLATION = '23505';

/** What the download endpoint streams. */
export interface ExportDownload {
  id: string;
  stream: Readable;
  size: number;
  filename: string;
}

/**
 * "My data" (Privacy Act 2020 IPP 6): the owner asks for a copy of what is held about
 * them, DataExportWorker builds it in the background, and a link that works once for 24 hours is
 * emailed. This service answers the owner's requests and the link.
 */
@Injectable()
export class DataExportService {
  constructor(
    private readonly repository: DataExportRepository,
    private readonly storage: StorageService,
    private readonly worker: DataExportWorker,
  ) {}

  /** 409 while one is being prepared, 429 past three in 24 hours; else the new request, being prepared. */
  async request(userId: string, now: Date = new Date()): Promise<{ message: string; export: DataExportState }> {
    let row: DataExportRow;
    try {
      row = await this.repository.transaction(async (manager) => {
        await this.repository.lockRequestsOf(manager, userId);
        const latest = await this.repository.findLatest(userId, manager);
        if (latest?.status === 'preparing') throw alreadyPreparing();
        const recent = await this.repository.requestTimesSince(manager, userId, new Date(now.getTime() - 24 * HOUR_MS));
        if (recent.length >= DAILY_REQUESTS) {
          const wait = Math.ceil((recent[0].getTime() + 24 * HOUR_MS - now.getTime()) / 1000);
          throw new TooManyRequestsException(DataExportMessages.tooManyRequests, Math.max(wait, 1));
        }
        return this.repository.insert(manager, userId, now);
      });
    } catch (error) {
      // The partial unique index: another request of this account won the race.
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw alreadyPreparing();
      throw error;
    }
    this.worker.wake();
    return { message: DataExportMessages.requested, export: await this.stateOf(row, userId, now) };
  }

  async state(userId: string, now: Date = new Date()): Promise<DataExportState> {
    return this.stateOf(await this.repository.findLatest(userId), userId, now);
  }

  /** Whether the emailed link can still download, without using it: the page behind the email link asks this first. */
  async link(token: unknown, now: Date = new Date()): Promise<DataExportLink> {
    const row = typeof token === 'string' && token.length <= 100 ? await this.repository.findByTokenHash(hashToken(token)) : undefined;
    this.assertDownloadable(row, now);
    return { status: 'ready', expires_at: row!.expires_at!.toISOString(), size_bytes: Number(row!.size_bytes) };
  }

  /** Uses the link up and opens the file; a second use, or one after 24 hours, is 410. */
  async download(token: unknown, now: Date = new Date()): Promise<ExportDownload> {
    const hash = typeof token === 'string' && token.length <= 100 ? hashToken(token) : undefined;
    const taken = hash ? await this.repository.takeForDownload(hash, now) : undefined;
    if (!taken) {
      this.assertDownloadable(hash ? await this.repository.findByTokenHash(hash) : undefined, now);
      // Ready a moment ago and taken by a download at the same moment: used.
      throw appError(ErrorKind.Gone, DataExportMessages.linkUsed);
    }
    const file = await this.storage.get(this.storage.documentsBucket, taken.storage_key!);
    return { id: taken.id, stream: file.stream, size: file.size, filename: `my-data-${nzDate(taken.requested_at)}.zip` };
  }

  /** Once the file has been sent in full it goes at once; the clean-up job removes any left behind. */
  async discardDownloaded(id: string, now: Date = new Date()): Promise<void> {
    await this.worker.deleteFileOf(id, now);
  }

  /** Deleting the profile would cut the copy being prepared short: the owner waits for its email first. */
  @OnEvent(PROFILE_DELETING, { suppressErrors: false })
  async refuseDeletionWhilePreparing(event: ProfileDeletingEvent): Promise<void> {
    if (await this.repository.isPreparing(event.userId)) throw appError(ErrorKind.Conflict, DataExportMessages.deleteWhilePreparing);
  }

  private assertDownloadable(row: DataExportRow | undefined, now: Date): void {
    if (!row) throw appError(ErrorKind.NotFound, DataExportMessages.linkUnknown);
    if (row.status === 'downloaded') throw appError(ErrorKind.Gone, DataExportMessages.linkUsed);
    if (row.status !== 'ready' || !row.expires_at || row.expires_at <= now) throw appError(ErrorKind.Gone, DataExportMessages.linkExpired);
  }

  private async stateOf(row: DataExportRow | undefined, userId: string, now: Date): Promise<DataExportState> {
    const since = new Date(now.getTime() - 24 * HOUR_MS);
    const recent = await this.repository.transaction((manager) => this.repository.requestTimesSince(manager, userId, since));
    const nextRequestAt = recent.length >= DAILY_REQUESTS ? new Date(recent[0].getTime() + 24 * HOUR_MS).toISOString() : null;
    if (!row) return { status: 'none', requested_at: null, ready_at: null, expires_at: null, next_request_at: nextRequestAt };
    const lapsed = row.status === 'ready' && row.expires_at !== null && row.expires_at <= now;
    return {
      status: lapsed ? 'expired' : row.status,
      requested_at: row.requested_at.toISOString(),
      ready_at: row.ready_at?.toISOString() ?? null,
      expires_at: row.expires_at?.toISOString() ?? null,
      next_request_at: nextRequestAt,
    };
  }
}

function alreadyPreparing(): AppException {
  return appError(ErrorKind.Conflict, DataExportMessages.alreadyPreparing);
}
