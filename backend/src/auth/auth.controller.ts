import type { SessionView, SignInAnswer, TotpEnrolment, TwoFactorChallenge } from 'contract';
import { Body, Controller, Get, HttpCode, Inject, Post, Put, Req, Res, UseGuards } from '@nestjs/common';
import { Request, Response } from 'express';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { AuthUser } from './access-token.service';
import { AuthService, SignedIn } from './auth.service';
import { CurrentUser } from './decorators/current-user.decorator';
import { ChangePasswordDto } from './dto/change-password.dto';
import { SignInDto } from './dto/sign-in.dto';
import { JwtAuthGuard, OptionalJwtAuthGuard } from './guards/jwt-auth.guard';
import { IpRateLimit, IpRateLimitGuard } from './rate-limit/ip-rate-limit.guard';
import { answerSignedIn, clearRefreshCookie, refreshCookieOf, setRefreshCookie } from './refresh-cookie';
import { SessionsService } from './sessions/sessions.service';
import { ChallengeCodeDto, ChallengeDto } from './two-factor/two-factor.dto';
import { AUTH_MESSAGES } from './auth.messages';

/**
 * Sessions: sign-in with its second step, /me, the password change, refresh and sign-out. The
 * response object is taken only to set or clear the httpOnly refresh cookie.
 */
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('signin')
  @HttpCode(200)
  @IpRateLimit('signin')
  @UseGuards(IpRateLimitGuard)
  async signIn(@Body() body: SignInDto, @Res({ passthrough: true }) res: Response): Promise<SignInAnswer> {
    const outcome = await this.auth.signIn(body.email, body.password);
    return isChallenge(outcome) ? outcome : answerSignedIn(res, this.config, outcome);
  }

  /** Sign-in's second step: the challenge from the password step and a 6-digit or recovery code. */
  @Post('signin/two-factor')
  @HttpCode(200)
  @IpRateLimit('twoFactor')
  @UseGuards(IpRateLimitGuard)
  async completeTwoFactorSignIn(@Body() body: ChallengeCodeDto, @Res({ passthrough: true }) res: Response): Promise<SessionView & { accessToken: string }> {
    return answerSignedIn(res, this.config, await this.auth.completeTwoFactorSignIn(body.challenge, body.code));
  }

  /** An admin without two-factor sign-in, past the password: the secret to add to an authenticator app. */
  @Post('signin/enrol')
  @HttpCode(200)
  @IpRateLimit('twoFactor')
  @UseGuards(IpRateLimitGuard)
  startTwoFactorEnrolment(@Body() body: ChallengeDto): Promise<TotpEnrolment> {
    return this.auth.startTwoFactorEnrolment(body.challenge);
  }

  /** The app's first code turns two-factor sign-in on and starts the session; the recovery codes are shown this once. */
  @Post('signin/enrol/confirm')
  @HttpCode(200)
  @IpRateLimit('twoFactor')
  @UseGuards(IpRateLimitGuard)
  async completeTwoFactorEnrolment(
    @Body() body: ChallengeCodeDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SessionView & { accessToken: string; recoveryCodes: string[] }> {
    const done = await this.auth.completeTwoFactorEnrolment(body.challenge, body.code);
    return { ...answerSignedIn(res, this.config, done), recoveryCodes: done.recoveryCodes };
  }

  /** A non-admin without a profile gets one created (spec §4). */
  @Get('me')
  @UseGuards(JwtAuthGuard)
  me(@CurrentUser() user: AuthUser): Promise<SessionView> {
    return this.auth.me(user);
  }

  @Put('password')
  @UseGuards(JwtAuthGuard)
  async changePassword(@CurrentUser() user: AuthUser, @Body() body: ChangePasswordDto): Promise<{ message: string }> {
    await this.auth.changePassword(user, body);
    return { message: AUTH_MESSAGES.passwordUpdated };
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
  @UseGuards(OptionalJwtAuthGuard)
  async signOut(@Req() req: Request, @CurrentUser() user: AuthUser | undefined, @Res({ passthrough: true }) res: Response): Promise<{ message: string }> {
    await this.sessions.end(refreshCookieOf(req), user?.sessionId);
    clearRefreshCookie(res, this.config);
    return { message: AUTH_MESSAGES.signedOut };
  }
}

function isChallenge(outcome: SignedIn | TwoFactorChallenge): outcome is TwoFactorChallenge {
  return 'twoFactor' in outcome;
}
