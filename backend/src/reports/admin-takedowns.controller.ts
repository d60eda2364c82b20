import type { TakedownCase } from 'contract';
import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { CurrentAdmin } from '../auth/decorators/current-user.decorator';
import type { AdminAccess } from '../auth/guards/admin-access.service';
import { AdminGuard } from '../auth/guards/admin.guard';
import { filterOneOf, parseListQuery, listPage, ListPage } from '../common/http/lists/simple-rest';
import { ResolveTakedownDto } from './dto/resolve-takedown.dto';
import { TakedownsService } from './takedowns.service';

/** The `takedowns` admin resource: escalated cases first, then open ones by deadline; hide at once, resolve with a reason. */
@Controller('admin/takedowns')
@UseGuards(AdminGuard)
export class AdminTakedownsController {
  constructor(private readonly takedowns: TakedownsService) {}

  @Get()
  async list(@Query() raw: Record<string, unknown>): Promise<ListPage<TakedownCase>> {
    const query = parseListQuery(raw, { sortable: ['queue'] as const, defaultSort: { field: 'queue', order: 'ASC' }, filterable: ['status'] });
    const { items, total } = await this.takedowns.list(filterOneOf(query.filter, 'status', ['open', 'resolved'] as const), query.offset, query.limit);
    return listPage('takedowns', query.offset, items, total);
  }

  @Get(':id')
  get(@Param('id') id: string): Promise<TakedownCase> {
    return this.takedowns.get(id);
  }

  @Post(':id/hide')
  @HttpCode(200)
  hide(@CurrentAdmin() admin: AdminAccess, @Param('id') id: string): Promise<TakedownCase> {
    return this.takedowns.hide(admin.userId, id);
  }

  @Post(':id/resolve')
  @HttpCode(200)
  resolve(@CurrentAdmin() admin: AdminAccess, @Param('id') id: string, @Body() body: ResolveTakedownDto): Promise<TakedownCase> {
    return this.takedowns.resolve(admin.userId, id, body.outcome, body.reason);
  }
}
