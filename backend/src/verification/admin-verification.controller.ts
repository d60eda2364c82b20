import type { VerificationRequestView } from 'contract';
import { Controller, Get, HttpCode, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import { Response } from 'express';
import type { AuthUser } from '../auth/access-token.service';
import { CurrentAdmin, CurrentUser } from '../auth/decorators/current-user.decorator';
import { RequireAdminFlag } from '../auth/decorators/require-admin-flag.decorator';
import type { AdminAccess } from '../auth/guards/admin-access.service';
import { AdminGuard } from '../auth/guards/admin.guard';
import { parseListQuery, sendList } from '../common/http/simple-rest';
import { AdminVerificationService, QUEUE_SORTABLE } from './admin-verification.service';
import { VerificationDecisionView } from './verification.mapper';

/** The Verifications screen (ra-data-simple-rest resource `verifications`, id = profile id). */
@Controller('admin/verifications')
@UseGuards(AdminGuard)
@RequireAdminFlag('canVerifyProfiles')
export class AdminVerificationController {
  constructor(private readonly verifications: AdminVerificationService) {}

  @Get()
  async list(@CurrentUser() viewer: AuthUser, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<VerificationRequestView[]> {
    const listQuery = parseListQuery(query, { sortable: QUEUE_SORTABLE, filterable: ['q'], defaultSort: { field: 'verification_submitted_at', order: 'DESC' } });
    const { items, total } = await this.verifications.list(listQuery, viewer);
    return sendList(res, 'verifications', listQuery.offset, items, total);
  }

  @Get(':id')
  get(@CurrentUser() viewer: AuthUser, @Param('id') id: string): Promise<VerificationRequestView> {
    return this.verifications.get(id, viewer);
  }

  @Post(':id/approve')
  @HttpCode(200)
  approve(@CurrentAdmin() admin: AdminAccess, @Param('id') id: string): Promise<VerificationDecisionView> {
    return this.verifications.approve(admin.userId, id);
  }

  @Post(':id/reject')
  @HttpCode(200)
  reject(@CurrentAdmin() admin: AdminAccess, @Param('id') id: string): Promise<VerificationDecisionView> {
    return this.verifications.reject(admin.userId, id);
  }
}
