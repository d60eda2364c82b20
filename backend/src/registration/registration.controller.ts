import { MAX_SIGNUP_PHOTOS, SessionView, SignInAnswer, TotpEnrolment, TwoFactorChallenge } from 'contract';
import { Body, Controller, Get, HttpCode, Inject, Post, Put, Req, Res, UseGuards, UseInterceptors } from '@nestjs/common';
import { Request, Response } from 'express';
import { AuthUser } from '../auth/access-token.service';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { AuthMessages } from '../auth/auth.exception';
import { ChangePasswordDto } from '../auth/dto/change-password.dto';
import { ResetPasswordDto } from '../auth/password-reset/password-reset.dto';
import { SignInDto } from '../auth/dto/sign-in.dto';
import { JwtAuthGuard } from '../auth/guards/jwt-auth.guard';
import { ChallengeCodeDto, ChallengeDto } from '../auth/two-factor/two-factor.dto';
import { IpRateLimit, IpRateLimitGuard } from '../auth/rate-limit/ip-rate-limit.guard';
import { setRefreshCookie } from '../auth/refresh-cookie';
import { filesOf, UploadInterceptor } from '../common/http/upload.interceptor';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { RegistrationService, SignedIn } from './registration.service';
import { MAX_PHOTO_BYTES } from '../photos/photo-limits';
import { withAreas } from '../photos/photos.service';
import { RegistrationMessages } from './registration.exception';

/** The wizard's `data` field and up to three `photos`, held in memory until the sign-up transaction stores them. */
const SignUpUpload = UploadInterceptor({
  fields: [{ name: 'photos', maxCount: MAX_SIGNUP_PHOTOS }],
  maxFileBytes: MAX_PHOTO_BYTES,
  messages: { fileTooLarge: RegistrationMessages.fileTooLarge, tooManyFiles: RegistrationMessages.tooManyPhotos },
  multipartRequired: RegistrationMessages.multipartRequired,
});

/**
 * The three answers that carry the signed-in user's SessionView (account and profile): sign-up,
 * sign-in and /me; and the password change and reset, whose rules need the profile's username.
 */
@Controller('auth')
export class RegistrationController {
  constructor(
    private readonly registration: RegistrationService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('signup')
  @IpRateLimit('signup')
  @UseGuards(IpRateLimitGuard)
  @UseInterceptors(SignUpUpload)
  async signUp(@Body('data') data: unknown, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SessionView & { accessToken: string }> {
    return this.signedIn(res, await this.registration.signUp(data, withAreas(filesOf(req, 'photos'), req.body?.areas)));
  }

  @Post('signin')
  @HttpCode(200)
  @IpRateLimit('signin')
  @UseGuards(IpRateLimitGuard)
  async signIn(@Body() body: SignInDto, @Res({ passthrough: true }) res: Response): Promise<SignInAnswer> {
    const outcome = await this.registration.signIn(body.email, body.password);
    return isChallenge(outcome) ? outcome : this.signedIn(res, outcome);
  }

  /** Sign-in's second step (issue 15): the challenge from the password step and a 6-digit or recovery code. */
  @Post('signin/two-factor')
  @HttpCode(200)
  @IpRateLimit('twoFactor')
  @UseGuards(IpRateLimitGuard)
  async completeTwoFactorSignIn(@Body() body: ChallengeCodeDto, @Res({ passthrough: true }) res: Response): Promise<SessionView & { accessToken: string }> {
    return this.signedIn(res, await this.registration.completeTwoFactorSignIn(body.challenge, body.code));
  }

  /** An admin without two-factor sign-in, past the password: the secret to add to an authenticator app. */
  @Post('signin/enrol')
  @HttpCode(200)
  @IpRateLimit('twoFactor')
  @UseGuards(IpRateLimitGuard)
  startTwoFactorEnrolment(@Body() body: ChallengeDto): Promise<TotpEnrolment> {
    return this.registration.startTwoFactorEnrolment(body.challenge);
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
    const done = await this.registration.completeTwoFactorEnrolment(body.challenge, body.code);
    return { ...this.signedIn(res, done), recoveryCodes: done.recoveryCodes };
  }

  /** A non-admin without a profile gets one created (spec §4). */
  @Get('me')
  @UseGuards(JwtAuthGuard)
  me(@CurrentUser() user: AuthUser): Promise<SessionView> {
    return this.registration.me(user);
  }

  @Put('password')
  @UseGuards(JwtAuthGuard)
  async changePassword(@CurrentUser() user: AuthUser, @Body() body: ChangePasswordDto): Promise<{ message: string }> {
    await this.registration.changePassword(user, body);
    return { message: AuthMessages.passwordUpdated };
  }

  /** The new password from a "Forgot password?" link, which ends every session. */
  @Post('reset-password')
  @HttpCode(200)
  resetPassword(@Body() body: ResetPasswordDto): Promise<{ message: string }> {
    return this.registration.resetPassword(body);
  }

  private signedIn(res: Response, { view, session }: SignedIn): SessionView & { accessToken: string } {
    setRefreshCookie(res, this.config, session.refreshToken, session.refreshExpiresAt);
    return { ...view, accessToken: session.accessToken };
  }
}

function isChallenge(outcome: SignedIn | TwoFactorChallenge): outcome is TwoFactorChallenge {
  return 'twoFactor' in outcome;
}
