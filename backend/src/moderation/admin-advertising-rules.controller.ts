import type { AdvertisingRuleView } from 'contract';
import { Body, Controller, Delete, Get, Param, Post, Put, UseGuards } from '@nestjs/common';
import { CurrentAdmin } from '../auth/decorators/current-user.decorator';
import { RequireAdminFlag } from '../auth/decorators/require-admin-flag.decorator';
import type { AdminAccess } from '../auth/guards/admin-access.service';
import { AdminGuard } from '../auth/guards/admin.guard';
import { listPage, ListPage } from '../common/http/lists/simple-rest';
import { AdvertisingRulesService } from './advertising-rules.service';
import { AdvertisingRuleDto } from './dto/advertising-rule.dto';

/** The `advertising-rules` admin resource: every admin reads the list, superadmins change it. */
@Controller('admin/advertising-rules')
@UseGuards(AdminGuard)
export class AdminAdvertisingRulesController {
  constructor(private readonly rules: AdvertisingRulesService) {}

  @Get()
  async list(): Promise<ListPage<AdvertisingRuleView>> {
    const items = await this.rules.list();
    return listPage('advertising-rules', 0, items, items.length);
  }

  @Get(':id')
  get(@Param('id') id: string): Promise<AdvertisingRuleView> {
    return this.rules.get(id);
  }

  @Post()
  @RequireAdminFlag('isSuperadmin')
  create(@CurrentAdmin() admin: AdminAccess, @Body() body: AdvertisingRuleDto): Promise<AdvertisingRuleView> {
    return this.rules.create(admin.userId, body);
  }

  @Put(':id')
  @RequireAdminFlag('isSuperadmin')
  update(@CurrentAdmin() admin: AdminAccess, @Param('id') id: string, @Body() body: AdvertisingRuleDto): Promise<AdvertisingRuleView> {
    return this.rules.update(admin.userId, id, body);
  }

  @Delete(':id')
  @RequireAdminFlag('isSuperadmin')
  delete(@CurrentAdmin() admin: AdminAccess, @Param('id') id: string): Promise<AdvertisingRuleView> {
    return this.rules.delete(admin.userId, id);
  }
}
