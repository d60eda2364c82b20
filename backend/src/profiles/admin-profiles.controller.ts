import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { CurrentAdmin } from '../auth/decorators/current-user.decorator';
import { RequireAdminFlag } from '../auth/decorators/require-admin-flag.decorator';
import { AdminAccess, AdminGuard } from '../auth/guards/admin.guard';
import { parseListQuery, sendList } from '../common/http/simple-rest';
import { ADMIN_PROFILE_FILTERS, ADMIN_PROFILE_SORTABLE, AdminProfilesService, VerifyResult } from './admin-profiles.service';
import { AdminProfile, AdminUpdateProfileDto } from './dto/admin-profile.dto';

/** The `profiles` admin resource (Escorts screen). */
@Controller('admin/profiles')
@UseGuards(AdminGuard)
export class AdminProfilesController {
  constructor(private readonly profiles: AdminProfilesService) {}

  @Get()
  async list(@Query() raw: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<AdminProfile[]> {
    const query = parseListQuery(raw, {
      sortable: ADMIN_PROFILE_SORTABLE,
      defaultSort: { field: 'created_at', order: 'DESC' },
      filterable: ADMIN_PROFILE_FILTERS,
    });
    const { items, total } = await this.profiles.list(query);
    return sendList(res, 'profiles', query.offset, items, total);
  }

  @Get(':id')
  get(@Param('id') id: string): Promise<AdminProfile> {
    return this.profiles.get(id);
  }

  @Put(':id')
  update(@CurrentAdmin() admin: AdminAccess, @Param('id') id: string, @Body() body: AdminUpdateProfileDto): Promise<AdminProfile> {
    return this.profiles.setActive(admin.userId, id, body.is_active);
  }

  @Post(':id/verify')
  @HttpCode(200)
  @RequireAdminFlag('canVerifyProfiles')
  verify(@CurrentAdmin() admin: AdminAccess, @Param('id') id: string): Promise<VerifyResult> {
    return this.profiles.verify(admin.userId, id);
  }
}
