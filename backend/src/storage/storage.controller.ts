import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { Request, Response } from 'express';
import { AdminAccessService } from '../auth/guards/admin-access.service';
import { SessionsService } from '../auth/sessions/sessions.service';
import { sendStoredObject } from './media.route';
import { StorageNotFoundError } from './storage-keys';
import { StorageErrorCode, StorageException } from './storage.exception';
import { StorageService } from './storage.service';

const INVALID_LINK = 'This link has expired or is not valid';

/** Opens a private object (an identity document) through a link signed by the app for one admin's session, whichever driver stores it. */
@Controller('storage')
export class StorageController {
  constructor(
    private readonly storage: StorageService,
    private readonly sessions: SessionsService,
    private readonly admins: AdminAccessService,
  ) {}

  /**
   * A link is bound to the session of the admin who asked for it (`<user id>.<session id>`): it
   * stops working when that admin signs out or loses the right to verify, whoever holds it.
   */
  private async holderMayOpen(holder: string): Promise<boolean> {
    const [userId, sessionId] = holder.split('.');
    if (!(await this.sessions.isLive(sessionId, userId))) return false;
    const admin = await this.admins.findByUserId(userId);
    return !!admin && (admin.canVerifyProfiles || admin.isSuperadmin);
  }

  @Get('signed/*path')
  async signed(
    @Req() req: Request,
    @Res() res: Response,
    @Query('expires') expires: unknown,
    @Query('signature') signature: unknown,
    @Query('for') holder: unknown,
  ): Promise<void> {
    const segments = (req.params as { path?: string[] }).path;
    if (!Array.isArray(segments) || segments.length < 2) throw new StorageException(StorageErrorCode.NotFound, 'Not found');
    const [bucket, ...rest] = segments;
    const key = rest.join('/');
    const expiresAt = typeof expires === 'string' && /^\d{1,12}$/.test(expires) ? Number(expires) : NaN;
    if (typeof signature !== 'string' || typeof holder !== 'string' || !this.storage.verifySignature(bucket, key, expiresAt, holder, signature)) {
      throw new StorageException(StorageErrorCode.InvalidLink, INVALID_LINK);
    }
    if (!(await this.holderMayOpen(holder))) throw new StorageException(StorageErrorCode.InvalidLink, INVALID_LINK);
    try {
      const object = await this.storage.get(bucket, key);
      sendStoredObject(req, res, object, 'private, no-store');
    } catch (error) {
      if (error instanceof StorageNotFoundError) throw new StorageException(StorageErrorCode.NotFound, 'Not found');
      throw error;
    }
  }
}
