import { Controller, ForbiddenException, Get, NotFoundException, Query, Req, Res } from '@nestjs/common';
import { Request, Response } from 'express';
import { sendStoredObject } from './media.route';
import { StorageNotFoundError } from './storage-keys';
import { StorageService } from './storage.service';

const INVALID_LINK = 'This link has expired or is not valid';

/** Opens a private object (an identity document) through a link signed by the app, whichever driver stores it. */
@Controller('storage')
export class StorageController {
  constructor(private readonly storage: StorageService) {}

  @Get('signed/*path')
  async signed(
    @Req() req: Request,
    @Res() res: Response,
    @Query('expires') expires: unknown,
    @Query('signature') signature: unknown,
  ): Promise<void> {
    const segments = (req.params as { path?: string[] }).path;
    if (!Array.isArray(segments) || segments.length < 2) throw new NotFoundException('Not found');
    const [bucket, ...rest] = segments;
    const key = rest.join('/');
    const expiresAt = typeof expires === 'string' && /^\d{1,12}$/.test(expires) ? Number(expires) : NaN;
    if (typeof signature !== 'string' || !this.storage.verifySignature(bucket, key, expiresAt, signature)) {
      throw new ForbiddenException(INVALID_LINK);
    }
    try {
      const object = await this.storage.get(bucket, key);
      sendStoredObject(req, res, object, 'private, no-store');
    } catch (error) {
      if (error instanceof StorageNotFoundError) throw new NotFoundException('Not found');
      throw error;
    }
  }
}
