import { CanActivate, ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Request } from 'express';
import { IpLimitedAction, LoginThrottleService } from './login-throttle.service';

const IP_LIMIT_KEY = 'authIpLimit';

/** Counts the request against its IP address before any body (or upload) is read. */
export const IpRateLimit = (action: IpLimitedAction) => SetMetadata(IP_LIMIT_KEY, action);

@Injectable()
export class IpRateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly throttle: LoginThrottleService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const action = this.reflector.get<IpLimitedAction | undefined>(IP_LIMIT_KEY, context.getHandler());
    if (action) {
      const request = context.switchToHttp().getRequest<Request>();
      await this.throttle.hitIp(action, request.ip ?? request.socket.remoteAddress ?? 'unknown');
    }
    return true;
  }
}
