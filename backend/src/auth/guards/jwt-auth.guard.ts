import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Request } from 'express';
import { AccessTokenService, AuthUser } from '../access-token.service';
import { SessionsService } from '../sessions/sessions.service';
import { bearerToken } from './bearer-token';

export type AuthenticatedRequest = Request & { user?: AuthUser };

/**
 * The bearer of a valid access token whose session was not ended. Checking the session makes
 * sign-out, a password change and a profile delete take effect at once, not at token expiry.
 */
export async function authenticatedUser(request: Request, tokens: AccessTokenService, sessions: SessionsService): Promise<AuthUser | undefined> {
  const token = bearerToken(request);
  const user = token ? tokens.verify(token) : undefined;
  if (!user || (await sessions.isRevoked(user.sessionId))) return undefined;
  return user;
}

/** Requires a valid access token; the bearer becomes `request.user` ('Not authenticated' otherwise). */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    private readonly tokens: AccessTokenService,
    private readonly sessions: SessionsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const user = await authenticatedUser(request, this.tokens, this.sessions);
    if (!user) throw new UnauthorizedException('Not authenticated');
    request.user = user;
    return true;
  }
}

/** Reads the bearer when there is a valid token, and lets anonymous visitors through. */
@Injectable()
export class OptionalJwtAuthGuard implements CanActivate {
  constructor(
    private readonly tokens: AccessTokenService,
    private readonly sessions: SessionsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const user = await authenticatedUser(request, this.tokens, this.sessions);
    if (user) request.user = user;
    return true;
  }
}
