import type { ThreadDetail, ThreadListItem } from 'contract';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import type { AdminAccess } from '../auth/guards/admin-access.service';
import { AdminGuard } from '../auth/guards/admin.guard';
import { CurrentAdmin } from '../auth/decorators/current-user.decorator';
import { parseListQuery, listPage, ListPage } from '../common/http/lists/simple-rest';
import { ThreadReplyDto } from './dto/thread-reply.dto';
import { THREAD_SORT_FIELDS } from './messages.repository';
import { MessagesService, THREAD_FILTERS } from './messages.service';

/** The admin Messages screen, as a ra-data-simple-rest resource named `threads`. */
@Controller('admin/threads')
@UseGuards(AdminGuard)
export class AdminThreadsController {
  constructor(private readonly messages: MessagesService) {}

  @Get()
  async list(@Query() query: Record<string, unknown>): Promise<ListPage<ThreadListItem>> {
    const listQuery = parseListQuery(query, { sortable: THREAD_SORT_FIELDS, defaultSort: { field: 'created_at', order: 'DESC' }, filterable: THREAD_FILTERS });
    const { items, total } = await this.messages.listThreads(listQuery);
    return listPage('threads', listQuery.offset, items, total);
  }

  @Get(':id')
  get(@Param('id') id: string): Promise<ThreadDetail> {
    return this.messages.getThread(id);
  }

  @Post(':id/reply')
  @HttpCode(200)
  reply(@Param('id') id: string, @Body() body: ThreadReplyDto, @CurrentAdmin() admin: AdminAccess) {
    return this.messages.reply(id, body.message, admin.userId);
  }

  @Delete(':id')
  delete(@Param('id') id: string, @CurrentAdmin() admin: AdminAccess) {
    return this.messages.deleteThread(id, admin.userId);
  }
}
