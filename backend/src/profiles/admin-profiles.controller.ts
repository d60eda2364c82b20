import { AdminProfile } from 'contract';
import { Body, Controller, Get, Param, Put, Query, UseGuards } from '@nestjs/common';
import { CurrentAdmin } from '../auth/decorators/current-user.decorator';
import type { AdminAccess } from '../auth/guards/admin-access.service';
import { AdminGuard } from '../auth/guards/admin.guard';
import { listPage, ListPage, parseListQuery } from '../common/http/lists/simple-rest';
import { ADMIN_PROFILE_FILTERS, ADMIN_PROFILE_SORTABLE, AdminProfilesService } from './admin-profiles.service';
import { AdminUpdateProfileDto } from './dto/admin-profile.dto';

/** The `profiles` admin resource (Escorts screen). */
@Controller('admin/profiles')
@UseGuards(AdminGuard)
export class AdminProfilesController {
  constructor(private readonly profiles: AdminProfilesService) {}

  @Get()
  async list(@Query() raw: Record<string, unknown>): Promise<ListPage<AdminProfile>> {
    const query = parseListQuery(raw, {
      sortable: ADMIN_PROFILE_SORTABLE,
      defaultSort: { field: 'created_at', order: 'DESC' },
      filterable: ADMIN_PROFILE_FILTERS,
    });
    const { items, total } = await this.profiles.list(query);
    return listPage('profiles', query.offset, items, total);
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
