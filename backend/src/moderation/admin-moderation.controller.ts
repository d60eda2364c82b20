import type { ModerationSettingView } from 'contract';
import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import { CurrentAdmin } from '../auth/decorators/current-user.decorator';
import { RequireAdminFlag } from '../auth/decorators/require-admin-flag.decorator';
import type { AdminAccess } from '../auth/guards/admin-access.service';
import { AdminGuard } from '../auth/guards/admin.guard';
import { parseListQuery, listPage, ListPage } from '../common/http/lists/simple-rest';
import { ModerationDecisionDto, ModerationSettingDto } from './dto/moderation-decision.dto';
import { REJECT_REASONS } from './moderation-kinds';
import { ModerationItemView } from './moderation.mapper';
import { MODERATION_FILTERS, MODERATION_SORTABLE, ModerationService } from './moderation.service';

/** The `moderation` admin resource: the queue, oldest first, and its two decisions. */
@Controller('admin/moderation')
@UseGuards(AdminGuard)
export class AdminModerationController {
  constructor(private readonly moderation: ModerationService) {}

  @Get()
  async list(@Query() raw: Record<string, unknown>): Promise<ListPage<ModerationItemView>> {
    const query = parseListQuery(raw, { sortable: MODERATION_SORTABLE, defaultSort: { field: 'queue', order: 'ASC' }, filterable: MODERATION_FILTERS });
    const { items, total } = await this.moderation.list(query);
    return listPage('moderation', query.offset, items, total);
  }

  /** The reject reasons (key → label) the back office offers. */
  @Get('reasons')
  reasons(): typeof REJECT_REASONS {
    return REJECT_REASONS;
  }

  @Get(':id')
  get(@Param('id') id: string): Promise<ModerationItemView> {
    return this.moderation.get(id);
  }

  @Post(':id/approve')
  @HttpCode(200)
  approve(@CurrentAdmin() admin: AdminAccess, @Param('id') id: string, @Body() body: ModerationDecisionDto): Promise<ModerationItemView> {
    return this.moderation.approve(admin.userId, id, { note: body.note });
  }

  @Post(':id/reject')
  @HttpCode(200)
  reject(@CurrentAdmin() admin: AdminAccess, @Param('id') id: string, @Body() body: ModerationDecisionDto): Promise<ModerationItemView> {
    return this.moderation.reject(admin.userId, id, body);
  }
}

/** The `moderation-settings` admin resource: pre or post moderation per kind (superadmins change it). */
@Controller('admin/moderation-settings')
@UseGuards(AdminGuard)
export class AdminModerationSettingsController {
  constructor(private readonly moderation: ModerationService) {}

  @Get()
  async list(): Promise<ListPage<ModerationSettingView>> {
    const items = await this.moderation.settings();
    return listPage('moderation-settings', 0, items, items.length);
  }

  @Get(':kind')
  get(@Param('kind') kind: string): Promise<ModerationSettingView> {
    return this.moderation.setting(kind);
  }

  @Put(':kind')
  @RequireAdminFlag('isSuperadmin')
  update(@CurrentAdmin() admin: AdminAccess, @Param('kind') kind: string, @Body() body: ModerationSettingDto): Promise<ModerationSettingView> {
    return this.moderation.updateSetting(admin.userId, kind, body.mode);
  }
}
