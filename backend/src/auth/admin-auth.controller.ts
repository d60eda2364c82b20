import { AdminFlags } from 'contract';
import { Controller, Get, UseGuards } from '@nestjs/common';
import { AuthUser } from './access-token.service';
import { toAdminFlagsView } from './admin-flags.mapper';
import { CurrentAdmin, CurrentUser } from './decorators/current-user.decorator';
import type { AdminAccess } from './guards/admin-access.service';
import { AdminGuard } from './guards/admin.guard';

@Controller('admin')
@UseGuards(AdminGuard)
export class AdminAuthController {
  /** The admin check of the back office (403 'You do not have admin access' from the guard). */
  @Get('me')
  me(@CurrentUser() user: AuthUser, @CurrentAdmin() admin: AdminAccess): { user: { id: string; email: string }; admin: AdminFlags } {
    return { user: { id: user.id, email: user.email }, admin: toAdminFlagsView(admin) };
  }
}
