import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MetricsService } from './metrics.service';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** GET /metrics (outside /api) for Prometheus, only with `Authorization: Bearer <METRICS_TOKEN>`; a 404 without a token set. */
@Controller()
export class MetricsController {
  constructor(
    private readonly metrics: MetricsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Answered by hand: Prometheus's text format, and plain-text 401 and 404 outside the API's JSON errors. */
  @Get('metrics')
  async scrape(@Req() req: Request, @Res() res: Response): Promise<void> {
    const token = this.config.metricsToken;
    if (!token) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if (!sameToken(given, token)) {
      res.setHeader('WWW-Authenticate', 'Bearer');
      res.status(401).type('text/plain').send('A valid metrics token is required');
      return;
    }
    res.setHeader('Cache-Control', 'no-store');
    res.type(this.metrics.registry.contentType).send(await this.metrics.registry.metrics());
  }
}
