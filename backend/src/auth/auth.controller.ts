import { Body, Controller, Get, HttpCode, Inject, Post, Put, Req, Res, UploadedFiles, UseFilters, UseGuards, UseInterceptors } from '@nestjs/common';
import { Request, Response } from 'express';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { AccessTokenService, AuthUser } from './access-token.service';
import { AccountsService, SignedIn } from './accounts.service';
import { AuthMessages } from './auth.exception';
import { AuthExceptionFilter } from './auth-exception.filter';
import { CurrentUser } from './decorators/current-user.decorator';
import { ChangePasswordDto } from './dto/change-password.dto';
import { SignInDto } from './dto/sign-in.dto';
import { bearerToken } from './guards/bearer-token';
import { JwtAuthGuard } from './guards/jwt-auth.guard';
import { IpRateLimit, IpRateLimitGuard } from './rate-limit/ip-rate-limit.guard';
import { clearRefreshCookie, refreshCookieOf, setRefreshCookie } from './refresh-cookie';
import { SessionsService } from './sessions/sessions.service';
import { SessionView } from './session-view.mapper';
import { SignupUploadInterceptor } from './signup/signup-upload.interceptor';
import { SignupService } from './signup/signup.service';

@Controller('auth')
@UseFilters(AuthExceptionFilter)
export class AuthController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly signups: SignupService,
    private readonly sessions: SessionsService,
    private readonly accessTokens: AccessTokenService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('signup')
  @IpRateLimit('signup')
  @UseGuards(IpRateLimitGuard)
  @UseInterceptors(SignupUploadInterceptor)
  async signUp(
    @Body('data') data: unknown,
    @UploadedFiles() files: Express.Multer.File[] | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SessionView & { accessToken: string }> {
    return this.signedIn(res, await this.signups.signUp(data, files ?? []));
  }

  @Post('signin')
  @HttpCode(200)
  @IpRateLimit('signin')
  @UseGuards(IpRateLimitGuard)
  async signIn(@Body() body: SignInDto, @Res({ passthrough: true }) res: Response): Promise<SessionView & { accessToken: string }> {
    return this.signedIn(res, await this.accounts.signIn(body.email, body.password));
  }

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
  async signOut(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<{ message: string }> {
    const token = bearerToken(req);
    await this.sessions.end(refreshCookieOf(req), token ? this.accessTokens.verify(token)?.sessionId : undefined);
    clearRefreshCookie(res, this.config);
    return { message: AuthMessages.signedOut };
  }

  @Get('me')
  @UseGuards(JwtAuthGuard)
  me(@CurrentUser() user: AuthUser): Promise<SessionView> {
    return this.accounts.me(user);
  }

  @Put('password')
  @UseGuards(JwtAuthGuard)
  async changePassword(@CurrentUser() user: AuthUser, @Body() body: ChangePasswordDto): Promise<{ message: string }> {
    await this.accounts.changePassword(user, body.currentPassword, body.newPassword, body.confirmPassword);
    return { message: AuthMessages.passwordUpdated };
  }

  private signedIn(res: Response, { view, session }: SignedIn): SessionView & { accessToken: string } {
    setRefreshCookie(res, this.config, session.refreshToken, session.refreshExpiresAt);
    return { ...view, accessToken: session.accessToken };
  }
}
