import { Body, Controller, HttpCode, Post, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { IpRateLimit, IpRateLimitGuard } from '../rate-limit/ip-rate-limit.guard';
import { ForgotPasswordDto, ResetPasswordDto } from './password-reset.dto';
import { PasswordResetService } from './password-reset.service';
import { PASSWORD_RESET_MESSAGES } from './password-reset.messages';

/** "Forgot password?": the link by email, and the new password from it, which ends every session. */
@Controller('auth')
export class PasswordResetController {
  constructor(private readonly passwordReset: PasswordResetService) {}

  @Post('forgot-password')
  @HttpCode(200)
  @IpRateLimit('forgotPassword')
  @UseGuards(IpRateLimitGuard)
  forgot(@Body() body: ForgotPasswordDto, @Res({ passthrough: true }) res: Response): { message: string } {
    // The work starts once the answer has gone, so a known address takes no longer to answer than an unknown one.
    this.passwordReset.resetAfter(new Promise((resolve) => res.once('close', () => resolve())), body.email);
    return { message: PASSWORD_RESET_MESSAGES.requestSent };
  }

  @Post('reset-password')
  @HttpCode(200)
  resetPassword(@Body() body: ResetPasswordDto): Promise<{ message: string }> {
    return this.passwordReset.resetPassword(body.token, body.password, body.confirmPassword);
  }
}
