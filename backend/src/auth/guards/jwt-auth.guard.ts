import { ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { AuthGuard } from '@nestjs/passport';
import { AuthUser } from '../access-token.service';
import { AUTH_MESSAGES } from '../auth.messages';
import { appError, ErrorKind } from '../../common/errors/app.exception';

/** Requires a valid access token (JwtStrategy); the bearer becomes `request.user` ('Not authenticated' otherwise). */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  handleRequest<User = AuthUser>(error: unknown, user: User | false): User {
    if (error) throw error;
    if (!user) throw appError(ErrorKind.Unauthenticated, AUTH_MESSAGES.notAuthenticated);
    return user;
  }
}

/** Reads the bearer when there is a valid token, and lets anonymous visitors through. */
@Injectable()
export class OptionalJwtAuthGuard extends AuthGuard('jwt') {
  /** A request without an Authorization header has no token for the strategy to read: passport is skipped, not asked. */
  canActivate(context: ExecutionContext) {
    if (!context.switchToHttp().getRequest<Request>().headers.authorization) return true;
    return super.canActivate(context);
  }

  handleRequest<User = AuthUser>(error: unknown, user: User | false): User | undefined {
    if (error) throw error;
    return user || undefined;
  }
}
