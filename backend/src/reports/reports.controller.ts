import { Body, Controller, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { CreateReportDto } from './dto/create-report.dto';
import { ReportsService } from './reports.service';

/** Public: a visitor reports a profile (no account needed; rate limited per IP). */
@Controller('profiles')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Post(':username/report')
  create(@Param('username') username: string, @Body() body: CreateReportDto, @Req() req: Request): Promise<{ message: string }> {
    return this.reports.create(username, body, req.ip ?? req.socket.remoteAddress ?? 'unknown');
  }
}
