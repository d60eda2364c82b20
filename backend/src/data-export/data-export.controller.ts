import { DataExportLink, DataExportState } from 'contract';
import { Controller, Get, Header, HttpCode, Post, Query, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import type { AuthUser } from '../auth/access-token.service';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { JwtAuthGuard } from '../auth/guards/jwt-auth.guard';
import { DataExportService } from './data-export.service';
import { sendWhole } from './send-whole';

/**
 * "My data": the signed-in owner asks for a copy and sees where it stands; the emailed link (a
 * token in the query string, which the request log leaves out) is checked, then downloaded once.
 */
@Controller('data-export')
export class DataExportController {
  constructor(private readonly exports: DataExportService) {}

  @Get()
  @UseGuards(JwtAuthGuard)
  state(@CurrentUser() user: AuthUser): Promise<DataExportState> {
    return this.exports.state(user.id);
  }

  @Post()
  @HttpCode(202)
  @UseGuards(JwtAuthGuard)
  request(@CurrentUser() user: AuthUser): Promise<{ message: string; export: DataExportState }> {
    return this.exports.request(user.id);
  }

  @Get('link')
  @Header('Cache-Control', 'no-store')
  link(@Query('token') token: unknown): Promise<DataExportLink> {
    return this.exports.link(token);
  }

  /** Streamed by hand, since the file is deleted only once the whole of it has been sent. */
  @Get('download')
  async download(@Query('token') token: unknown, @Res() res: Response): Promise<void> {
    const file = await this.exports.download(token);
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('Content-Disposition', `attachment; filename="${file.filename}"`);
    res.setHeader('Cache-Control', 'no-store');
    // A browser that went away mid-download used the link all the same; the clean-up job deletes that file.
    const sent = await sendWhole(file.stream, file.size, res);
    // The clean-up job retries a delete that fails.
    if (sent) await this.exports.discardDownloaded(file.id).catch(() => undefined);
  }
}
