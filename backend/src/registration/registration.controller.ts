import { MAX_SIGNUP_PHOTOS, SessionView } from 'contract';
import { Body, Controller, Inject, Post, Req, Res, UseGuards, UseInterceptors } from '@nestjs/common';
import { Request, Response } from 'express';
import { IpRateLimit, IpRateLimitGuard } from '../auth/rate-limit/ip-rate-limit.guard';
import { answerSignedIn } from '../auth/refresh-cookie';
import { filesOf, UploadInterceptor } from '../common/http/requests/upload.interceptor';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MAX_PHOTO_BYTES } from '../photos/photo-limits';
import { withAreas } from '../photos/photos.service';
import { RegistrationService } from './registration.service';
import { REGISTRATION_MESSAGES } from './registration.messages';

/** The wizard's `data` field and up to three `photos`, held in memory until the sign-up transaction stores them. */
const SignUpUpload = UploadInterceptor({
  fields: [{ name: 'photos', maxCount: MAX_SIGNUP_PHOTOS }],
  maxFileBytes: MAX_PHOTO_BYTES,
  messages: { fileTooLarge: REGISTRATION_MESSAGES.fileTooLarge, tooManyFiles: REGISTRATION_MESSAGES.tooManyPhotos },
  multipartRequired: REGISTRATION_MESSAGES.multipartRequired,
});

/** Sign-up: the account, its profile and photos in one request, answered signed in (the response object sets the refresh cookie). */
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
    return answerSignedIn(res, this.config, await this.registration.signUp(data, withAreas(filesOf(req, 'photos'), req.body?.areas)));
  }
}
