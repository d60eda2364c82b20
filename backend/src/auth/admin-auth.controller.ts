import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, UseFilters, UseGuards } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { AuthUser } from './access-token.service';
import { AccountsService } from './accounts.service';
import { AuthErrorCode, AuthException, AuthMessages } from './auth.exception';
import { AuthExceptionFilter } from './auth-exception.filter';
import { CurrentAdmin, CurrentUser } from './decorators/current-user.decorator';
import { RequireAdminFlag } from './decorators/require-admin-flag.decorator';
import { AdminSetPasswordDto } from './dto/admin-set-password.dto';
import { AdminAccess, AdminGuard } from './guards/admin.guard';
import { AdminFlagsView, toAdminFlagsView } from './session-view.mapper';

@Controller('admin')
@UseGuards(AdminGuard)
@UseFilters(AuthExceptionFilter)
export class AdminAuthController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly audit: AuditService,
  ) {}

  /** The admin check of the back office (403 'You do not have admin access' from the guard). */
  @Get('me')
  me(@CurrentUser() user: AuthUser, @CurrentAdmin() admin: AdminAccess): { user: { id: string; email: string }; admin: AdminFlagsView } {
    return { user: { id: user.id, email: user.email }, admin: toAdminFlagsView(admin) };
  }

  @Post('users/:userId/password')
  @HttpCode(200)
  @RequireAdminFlag('isSuperadmin')
  async setPassword(
    @Param('userId', new ParseUUIDPipe({ exceptionFactory: () => new AuthException(AuthErrorCode.NotFound, AuthMessages.userNotFound) })) userId: string,
    @Body() body: AdminSetPasswordDto,
    @CurrentAdmin() admin: AdminAccess,
  ): Promise<{ message: string }> {
    await this.accounts.setPassword(userId, body.password, 'admin');
    await this.audit.record(admin.userId, 'user.password_set', 'user', userId);
    return { message: AuthMessages.passwordUpdated };
  }
}
