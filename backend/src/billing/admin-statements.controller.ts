import type { StatementImport, StoredStatementLine } from 'contract';
import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, UseGuards, UseInterceptors } from '@nestjs/common';
import type { Request } from 'express';
import { CurrentAdmin } from '../auth/decorators/current-user.decorator';
import type { AdminAccess } from '../auth/guards/admin-access.service';
import { AdminGuard } from '../auth/guards/admin.guard';
import { parseListQuery, listPage, ListPage } from '../common/http/lists/simple-rest';
import { filesOf, UploadInterceptor } from '../common/http/requests/upload.interceptor';
import { DismissLineDto, MatchLineDto } from './dto/billing-actions.dto';
import { STATEMENT_IMPORT_SORTABLE, STATEMENT_LINE_FILTERS, STATEMENT_LINE_SORTABLE, StatementFile, StatementImportsService } from './statements/statement-imports.service';
import { BILLING_MESSAGES } from './billing.messages';

/** A year of a busy account's transactions is well under this. */
const MAX_STATEMENT_BYTES = 2 * 1024 * 1024;

const StatementUpload = UploadInterceptor({
  fields: [{ name: 'file', maxCount: 1 }],
  maxFileBytes: MAX_STATEMENT_BYTES,
  messages: { fileTooLarge: BILLING_MESSAGES.statementTooLarge, tooManyFiles: BILLING_MESSAGES.statementRequired },
});

function statementFile(req: Request): StatementFile | undefined {
  const [file] = filesOf(req, 'file');
  return file && { filename: file.originalname, content: file.buffer };
}

/** Bank statement imports (multipart field `file`), their history, and the lines left for an admin. */
@Controller('admin')
@UseGuards(AdminGuard)
export class AdminStatementsController {
  constructor(private readonly statements: StatementImportsService) {}

  @Post('statement-imports/preview')
  @HttpCode(200)
  @UseInterceptors(StatementUpload)
  preview(@Req() req: Request) {
    return this.statements.preview(statementFile(req));
  }

  @Post('statement-imports')
  @HttpCode(201)
  @UseInterceptors(StatementUpload)
  import(@CurrentAdmin() admin: AdminAccess, @Req() req: Request) {
    return this.statements.import(statementFile(req), admin.userId);
  }

  @Get('statement-imports')
  async imports(@Query() raw: Record<string, unknown>): Promise<ListPage<StatementImport>> {
    const query = parseListQuery(raw, { sortable: STATEMENT_IMPORT_SORTABLE, defaultSort: { field: 'imported_at', order: 'DESC' }, filterable: [] });
    const { items, total } = await this.statements.listImports(query);
    return listPage('statement-imports', query.offset, items, total);
  }

  @Get('statement-lines')
  async lines(@Query() raw: Record<string, unknown>): Promise<ListPage<StoredStatementLine>> {
    const query = parseListQuery(raw, { sortable: STATEMENT_LINE_SORTABLE, defaultSort: { field: 'posted_on', order: 'DESC' }, filterable: STATEMENT_LINE_FILTERS });
    const { items, total } = await this.statements.listLines(query);
    return listPage('statement-lines', query.offset, items, total);
  }

  @Get('statement-lines/:id')
  line(@Param('id') id: string): Promise<StoredStatementLine> {
    return this.statements.getLine(id);
  }

  @Post('statement-lines/:id/match')
  @HttpCode(200)
  match(@CurrentAdmin() admin: AdminAccess, @Param('id') id: string, @Body() body: MatchLineDto) {
    return this.statements.matchLine(id, body.invoice_id, admin.userId);
  }

  @Post('statement-lines/:id/dismiss')
  @HttpCode(200)
  dismiss(@CurrentAdmin() admin: AdminAccess, @Param('id') id: string, @Body() body: DismissLineDto) {
    return this.statements.dismissLine(id, body.note, admin.userId);
  }
}
