import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { AuthUser } from '../access-token.service';
import type { AdminAccess } from '../guards/admin-access.service';

/** The signed-in user set by JwtAuthGuard / AdminGuard (undefined behind OptionalJwtAuthGuard). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthUser | undefined => context.switchToHttp().getRequest().user,
);

/** The admin row of the signed-in admin, set by AdminGuard. */
export const CurrentAdmin = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AdminAccess => context.switchToHttp().getRequest().admin,
);
