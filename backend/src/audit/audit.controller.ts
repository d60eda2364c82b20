import type { AuditLogView } from 'contract';
import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { RequireAdminFlag } from '../auth/decorators/require-admin-flag.decorator';
import { AdminGuard } from '../auth/guards/admin.guard';
import { parseListQuery, listPage, ListPage } from '../common/http/lists/simple-rest';
import { AUDIT_FILTERS, AUDIT_SORTABLE, AuditService } from './audit.service';

/** The audit log, read-only, for superadmins. */
@Controller('admin/audit-log')
@UseGuards(AdminGuard)
@RequireAdminFlag('isSuperadmin')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  async list(@Query() raw: Record<string, unknown>): Promise<ListPage<AuditLogView>> {
    const query = parseListQuery(raw, { sortable: AUDIT_SORTABLE, defaultSort: { field: 'created_at', order: 'DESC' }, filterable: AUDIT_FILTERS });
    const { items, total } = await this.audit.list(query);
    return listPage('audit-log', query.offset, items, total);
  }

  @Get(':id')
  get(@Param('id') id: string): Promise<AuditLogView> {
    return this.audit.get(id);
  }
}
