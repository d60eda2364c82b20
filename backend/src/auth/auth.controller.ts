import { Controller, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { Request, Response } from 'express';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { AuthUser } from './access-token.service';
import { AuthMessages } from './auth.exception';
import { CurrentUser } from './decorators/current-user.decorator';
import { OptionalJwtAuthGuard } from './guards/jwt-auth.guard';
import { clearRefreshCookie, refreshCookieOf, setRefreshCookie } from './refresh-cookie';
import { SessionsService } from './sessions/sessions.service';

/** Sessions. Sign-up, sign-in, /me and the password change need the profile too, so the registration module has them. */
@Controller('auth')
export class AuthController {
  constructor(
    private readonly sessions: SessionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('refresh')
  @HttpCode(200)
  async refresh(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<{ accessToken: string }> {
    try {
      const session = await this.sessions.refresh(refreshCookieOf(req));
      setRefreshCookie(res, this.config, session.refreshToken, session.refreshExpiresAt);
      return { accessToken: session.accessToken };
    } catch (error) {
      clearRefreshCookie(res, this.config);
      throw error;
    }
  }

  /** Works signed in or not: ends whatever session the cookie or the bearer names. */
  @Post('signout')
  @HttpCode(200)
  @UseGuards(OptionalJwtAuthGuard)
  async signOut(@Req() req: Request, @CurrentUser() user: AuthUser | undefined, @Res({ passthrough: true }) res: Response): Promise<{ message: string }> {
    await this.sessions.end(refreshCookieOf(req), user?.sessionId);
    clearRefreshCookie(res, this.config);
    return { message: AuthMessages.signedOut };
  }
}
