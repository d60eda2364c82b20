import { AdminProfile } from 'contract';
import { Body, Controller, Get, Param, Put, Query, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { CurrentAdmin } from '../auth/decorators/current-user.decorator';
import type { AdminAccess } from '../auth/guards/admin-access.service';
import { AdminGuard } from '../auth/guards/admin.guard';
import { parseListQuery, sendList } from '../common/http/simple-rest';
import { ADMIN_PROFILE_FILTERS, ADMIN_PROFILE_SORTABLE, AdminProfilesService } from './admin-profiles.service';
import { AdminUpdateProfileDto } from './dto/admin-profile.dto';

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
}
