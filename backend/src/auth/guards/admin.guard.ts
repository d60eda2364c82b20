import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AccessTokenService } from '../access-token.service';
import { ADMIN_REFUSAL_KEY } from '../decorators/admin-refusal.decorator';
import { ADMIN_FLAG_KEY, AdminFlag } from '../decorators/require-admin-flag.decorator';
import { AdminUser } from '../entities/admin-user.entity';
import { SessionsService } from '../sessions/sessions.service';
import { AuthenticatedRequest, authenticatedUser } from './jwt-auth.guard';

const NOT_ADMIN = 'You do not have admin access';

export interface AdminAccess {
  id: string;
  userId: string;
  canVerifyProfiles: boolean;
  isSuperadmin: boolean;
}

/**
 * Protects every /api/admin route: a valid access token, an admin_users row, and the flag the
 * route requires. The flags are read from the database on each request, so a change applies at once.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(
    private readonly tokens: AccessTokenService,
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
    @InjectRepository(AdminUser) private readonly admins: Repository<AdminUser>,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest & { admin?: AdminAccess }>();
    const user = await authenticatedUser(request, this.tokens, this.sessions);
    if (!user) throw new UnauthorizedException('Not authenticated');
    const admin = await this.admins.findOne({ where: { userId: user.id } });
    const targets = [context.getHandler(), context.getClass()];
    if (!admin) throw new ForbiddenException(this.reflector.getAllAndOverride<string | undefined>(ADMIN_REFUSAL_KEY, targets) ?? NOT_ADMIN);
    const flag = this.reflector.getAllAndOverride<AdminFlag | undefined>(ADMIN_FLAG_KEY, targets);
    if (flag && !admin[flag] && !admin.isSuperadmin) {
      throw new ForbiddenException('You do not have permission to do this');
    }
    request.user = user;
    request.admin = { id: admin.id, userId: admin.userId, canVerifyProfiles: admin.canVerifyProfiles, isSuperadmin: admin.isSuperadmin };
    return true;
  }
}
