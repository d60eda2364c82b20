import type { AuditLogView } from 'contract';
import { Controller, Get, Param, Query, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { RequireAdminFlag } from '../auth/decorators/require-admin-flag.decorator';
import { AdminGuard } from '../auth/guards/admin.guard';
import { parseListQuery, sendList } from '../common/http/simple-rest';
import { AUDIT_FILTERS, AUDIT_SORTABLE, AuditService } from './audit.service';

/** The audit log, read-only, for superadmins. */
@Controller('admin/audit-log')
@UseGuards(AdminGuard)
@RequireAdminFlag('isSuperadmin')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  async list(@Query() raw: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<AuditLogView[]> {
    const query = parseListQuery(raw, { sortable: AUDIT_SORTABLE, defaultSort: { field: 'created_at', order: 'DESC' }, filterable: AUDIT_FILTERS });
    const { items, total } = await this.audit.list(query);
    return sendList(res, 'audit-log', query.offset, items, total);
  }

  @Get(':id')
  get(@Param('id') id: string): Promise<AuditLogView> {
    return this.audit.get(id);
  }
}
