import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post, UseGuards } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { AccountsService } from '../auth/accounts.service';
import { CurrentAdmin } from '../auth/decorators/current-user.decorator';
import { RequireAdminFlag } from '../auth/decorators/require-admin-flag.decorator';
import { AdminSetPasswordDto } from '../auth/dto/admin-set-password.dto';
import type { AdminAccess } from '../auth/guards/admin-access.service';
import { AdminGuard } from '../auth/guards/admin.guard';
import { AUTH_MESSAGES } from '../auth/auth.messages';
import { appError, ErrorKind } from '../common/errors/app.exception';

/** A superadmin sets any account's password (spec §6), which ends that account's sessions; audited. */
@Controller('admin/users')
@UseGuards(AdminGuard)
export class AdminUsersController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly audit: AuditService,
  ) {}

  @Post(':userId/password')
  @HttpCode(200)
  @RequireAdminFlag('isSuperadmin')
  async setPassword(
    @Param('userId', new ParseUUIDPipe({ exceptionFactory: () => appError(ErrorKind.NotFound, AUTH_MESSAGES.userNotFound) })) userId: string,
    @Body() body: AdminSetPasswordDto,
    @CurrentAdmin() admin: AdminAccess,
  ): Promise<{ message: string }> {
    await this.accounts.setPassword(userId, body.password);
    await this.audit.record(admin.userId, 'user.password_set', 'user', userId);
    return { message: AUTH_MESSAGES.passwordUpdated };
  }
}
