import type { VerificationRequestView } from 'contract';
import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { Request, Response } from 'express';
import type { AuthUser } from '../auth/access-token.service';
import { CurrentAdmin, CurrentUser } from '../auth/decorators/current-user.decorator';
import { RequireAdminFlag } from '../auth/decorators/require-admin-flag.decorator';
import type { AdminAccess } from '../auth/guards/admin-access.service';
import { AdminGuard } from '../auth/guards/admin.guard';
import { parseListQuery, listPage, ListPage } from '../common/http/lists/simple-rest';
import { sendStoredObject } from '../storage/media.route';
import { AdminVerificationService, QUEUE_SORTABLE } from './admin-verification.service';
import { VerificationRejectDto } from './dto/verification-reject.dto';
import { VerificationDecisionView } from './verification.mapper';

/** The Verifications screen (ra-data-simple-rest resource `verifications`, id = profile id). */
@Controller('admin/verifications')
@UseGuards(AdminGuard)
@RequireAdminFlag('canVerifyProfiles')
export class AdminVerificationController {
  constructor(private readonly verifications: AdminVerificationService) {}

  @Get()
  async list(@CurrentUser() viewer: AuthUser, @Query() query: Record<string, unknown>): Promise<ListPage<VerificationRequestView>> {
    const listQuery = parseListQuery(query, { sortable: QUEUE_SORTABLE, filterable: ['q'], defaultSort: { field: 'verification_submitted_at', order: 'DESC' } });
    const { items, total } = await this.verifications.list(listQuery, viewer);
    return listPage('verifications', listQuery.offset, items, total);
  }

  @Get(':id')
  get(@CurrentUser() viewer: AuthUser, @Param('id') id: string): Promise<VerificationRequestView> {
    return this.verifications.get(id, viewer);
  }

  /** A document's link (`documents[].url`): opens only with the bearer token of the admin it was signed for; streamed from storage, HEAD answering the headers only. */
  @Get(':id/documents/:documentId')
  async document(
    @CurrentUser() viewer: AuthUser,
    @Param('id') id: string,
    @Param('documentId') documentId: string,
    @Query('expires') expires: unknown,
    @Query('signature') signature: unknown,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    sendStoredObject(req, res, await this.verifications.openDocument(viewer.id, id, documentId, expires, signature), 'private, no-store');
  }

  @Post(':id/approve')
  @HttpCode(200)
  approve(@CurrentAdmin() admin: AdminAccess, @Param('id') id: string): Promise<VerificationDecisionView> {
    return this.verifications.approve(admin.userId, id);
  }

  @Post(':id/reject')
  @HttpCode(200)
  reject(@CurrentAdmin() admin: AdminAccess, @Param('id') id: string, @Body() body: VerificationRejectDto): Promise<VerificationDecisionView> {
    return this.verifications.reject(admin.userId, id, body);
  }
}
