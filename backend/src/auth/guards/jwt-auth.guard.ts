import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Request } from 'express';
import { AccessTokenService, AuthUser } from '../access-token.service';
import { bearerToken } from './bearer-token';

export type AuthenticatedRequest = Request & { user?: AuthUser };

/** Requires a valid access token; the bearer becomes `request.user` ('Not authenticated' otherwise). */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(private readonly tokens: AccessTokenService) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = bearerToken(request);
    const user = token ? this.tokens.verify(token) : undefined;
    if (!user) throw new UnauthorizedException('Not authenticated');
    request.user = user;
    return true;
  }
}

/** Reads the bearer when there is a valid token, and lets anonymous visitors through. */
@Injectable()
export class OptionalJwtAuthGuard implements CanActivate {
  constructor(private readonly tokens: AccessTokenService) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = bearerToken(request);
    const user = token ? this.tokens.verify(token) : undefined;
    if (user) request.user = user;
    return true;
  }
}
