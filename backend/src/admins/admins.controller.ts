import { TwoFactorMessages, type AdminAccount } from 'contract';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import { CurrentAdmin } from '../auth/decorators/current-user.decorator';
import { RequireAdminFlag } from '../auth/decorators/require-admin-flag.decorator';
import type { AdminAccess } from '../auth/guards/admin-access.service';
import { AdminGuard } from '../auth/guards/admin.guard';
import { parseListQuery, listPage, ListPage } from '../common/http/lists/simple-rest';
import { ADMIN_FILTERS, ADMIN_SORTABLE, AdminsService } from './admins.service';
import { CreateAdminDto, UpdateAdminDto } from './dto/admin.dto';

/** The `admins` resource (Settings screen), for superadmins only. */
@Controller('admin/admins')
@UseGuards(AdminGuard)
@RequireAdminFlag('isSuperadmin')
export class AdminsController {
  constructor(private readonly admins: AdminsService) {}

  @Get()
  async list(@Query() raw: Record<string, unknown>): Promise<ListPage<AdminAccount>> {
    const query = parseListQuery(raw, { sortable: ADMIN_SORTABLE, defaultSort: { field: 'created_at', order: 'ASC' }, filterable: ADMIN_FILTERS });
    const { items, total } = await this.admins.list(query);
    return listPage('admins', query.offset, items, total);
  }

  @Get(':id')
  get(@Param('id') id: string): Promise<AdminAccount> {
    return this.admins.get(id);
  }

  @Post()
  create(@CurrentAdmin() admin: AdminAccess, @Body() body: CreateAdminDto): Promise<AdminAccount> {
    return this.admins.create(admin.userId, body);
  }

  @Put(':id')
  update(@CurrentAdmin() admin: AdminAccess, @Param('id') id: string, @Body() body: UpdateAdminDto): Promise<AdminAccount> {
    return this.admins.update(admin.userId, id, body);
  }

  /** The admin sets two-factor sign-in up again at their next sign-in. */
  @Post(':id/reset-two-factor')
  @HttpCode(200)
  async resetTwoFactor(@CurrentAdmin() admin: AdminAccess, @Param('id') id: string): Promise<{ message: string; admin: AdminAccount }> {
    return { message: TwoFactorMessages.reset, admin: await this.admins.resetTwoFactor(admin.userId, id) };
  }

  @Delete(':id')
  remove(@CurrentAdmin() admin: AdminAccess, @Param('id') id: string): Promise<AdminAccount> {
    return this.admins.remove(admin.userId, id);
  }
}
