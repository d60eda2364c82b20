import type { AdvertisingRuleView } from 'contract';
import { Body, Controller, Delete, Get, Param, Post, Put, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { CurrentAdmin } from '../auth/decorators/current-user.decorator';
import { RequireAdminFlag } from '../auth/decorators/require-admin-flag.decorator';
import type { AdminAccess } from '../auth/guards/admin-access.service';
import { AdminGuard } from '../auth/guards/admin.guard';
import { sendList } from '../common/http/simple-rest';
import { AdvertisingRulesService } from './advertising-rules.service';
import { AdvertisingRuleDto } from './dto/advertising-rule.dto';

/** The `advertising-rules` admin resource: every admin reads the list, superadmins change it. */
@Controller('admin/advertising-rules')
@UseGuards(AdminGuard)
export class AdminAdvertisingRulesController {
  constructor(private readonly rules: AdvertisingRulesService) {}

  @Get()
  async list(@Res({ passthrough: true }) res: Response): Promise<AdvertisingRuleView[]> {
    const items = await this.rules.list();
    return sendList(res, 'advertising-rules', 0, items, items.length);
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
