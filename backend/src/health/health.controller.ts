import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Response } from 'express';
import { DataSource } from 'typeorm';
import { isStopping } from '../common/shutdown';
import { DatabaseProbe } from './database-probe';

interface Readiness {
  status: 'ok' | 'error' | 'stopping';
  db: 'ok' | 'down';
}

/**
 * Live: the process answers (restart it if not). Ready: it can serve, i.e. its database answers and
 * it is not shutting down (send it traffic only then). GET /api/health is readiness, as it always was.
 */
@Controller('health')
export class HealthController {
  constructor(
    private readonly database: DatabaseProbe,
    @InjectDataSource() private readonly pool: DataSource,
  ) {}

  @Get('live')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** The response object only for the status, 503 with the same body when not ready, which load balancers read. */
  @Get(['', 'ready'])
  async ready(@Res({ passthrough: true }) res: Response): Promise<Readiness> {
    const db = this.pool.isInitialized && (await this.database.reachable()) ? 'ok' : 'down';
    const status = isStopping() ? 'stopping' : db === 'ok' ? 'ok' : 'error';
    if (status !== 'ok') res.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { status, db };
  }
}
