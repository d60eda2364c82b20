import { SessionView } from 'contract';
import { Body, Controller, Get, HttpCode, Inject, Post, Put, Req, Res, UseGuards, UseInterceptors } from '@nestjs/common';
import { Request, Response } from 'express';
import { AuthUser } from '../auth/access-token.service';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { AuthMessages } from '../auth/auth.exception';
import { ChangePasswordDto } from '../auth/dto/change-password.dto';
import { SignInDto } from '../auth/dto/sign-in.dto';
import { JwtAuthGuard } from '../auth/guards/jwt-auth.guard';
import { IpRateLimit, IpRateLimitGuard } from '../auth/rate-limit/ip-rate-limit.guard';
import { setRefreshCookie } from '../auth/refresh-cookie';
import { filesOf, UploadInterceptor } from '../common/http/upload.interceptor';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { RegistrationService, SignedIn } from './registration.service';
import { MAX_PHOTO_BYTES } from '../photos/photo-limits';
import { withAreas } from '../photos/photos.service';
import { RegistrationMessages } from './registration.exception';
import { MAX_SIGNUP_PHOTOS } from './registration.service';

/** The wizard's `data` field and up to three `photos`, held in memory until the sign-up transaction stores them. */
const SignUpUpload = UploadInterceptor({
  fields: [{ name: 'photos', maxCount: MAX_SIGNUP_PHOTOS }],
  maxFileBytes: MAX_PHOTO_BYTES,
  messages: { fileTooLarge: RegistrationMessages.fileTooLarge, tooManyFiles: RegistrationMessages.tooManyPhotos },
  multipartRequired: RegistrationMessages.multipartRequired,
});

/**
 * The three answers that carry the signed-in user's SessionView (account and profile): sign-up,
 * sign-in and /me; and the password change, whose rules need the profile's username.
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
  async signIn(@Body() body: SignInDto, @Res({ passthrough: true }) res: Response): Promise<SessionView & { accessToken: string }> {
    return this.signedIn(res, await this.registration.signIn(body.email, body.password));
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

  private signedIn(res: Response, { view, session }: SignedIn): SessionView & { accessToken: string } {
    setRefreshCookie(res, this.config, session.refreshToken, session.refreshExpiresAt);
    return { ...view, accessToken: session.accessToken };
  }
}
