import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Request } from 'express';
import { AuthUser } from '../access-token.service';
import { ADMIN_REFUSAL_KEY } from '../decorators/admin-refusal.decorator';
import { ADMIN_FLAG_KEY, AdminFlag } from '../decorators/require-admin-flag.decorator';
import { AdminAccess, AdminAccessService } from './admin-access.service';
import { JwtAuthGuard } from './jwt-auth.guard';
import { AUTH_MESSAGES } from '../auth.messages';
import { appError, ErrorKind } from '../../common/errors/app.exception';

/**
 * Protects every /api/admin route: a valid access token (JwtAuthGuard), an admin_users row, a
 * session signed in with a second factor by an admin who has two-factor sign-in on (an
 * admin without it enrols at sign-in, and no admin route answers until then), and the flag the
 * route requires. All of it is read from the database on each request, so a change applies at once.
 */
@Injectable()
export class AdminGuard extends JwtAuthGuard {
  constructor(
    private readonly reflector: Reflector,
    private readonly admins: AdminAccessService,
  ) {
    super();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    const request = context.switchToHttp().getRequest<Request & { user: AuthUser; admin?: AdminAccess }>();
    const admin = await this.admins.findByUserId(request.user.id);
    const targets = [context.getHandler(), context.getClass()];
    if (!admin) throw appError(ErrorKind.Forbidden, this.reflector.getAllAndOverride<string | undefined>(ADMIN_REFUSAL_KEY, targets) ?? AUTH_MESSAGES.noAdminAccess);
    if (!request.user.secondFactor || !admin.twoFactorEnabled) throw appError(ErrorKind.Forbidden, AUTH_MESSAGES.twoFactorRequired);
    const flag = this.reflector.getAllAndOverride<AdminFlag | undefined>(ADMIN_FLAG_KEY, targets);
    if (flag && !admin[flag] && !admin.isSuperadmin) {
      throw appError(ErrorKind.Forbidden, AUTH_MESSAGES.noPermission);
    }
    request.admin = admin;
    return true;
  }
}
