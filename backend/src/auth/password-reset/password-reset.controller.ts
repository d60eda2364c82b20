import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { IpRateLimit, IpRateLimitGuard } from '../rate-limit/ip-rate-limit.guard';
import { ForgotPasswordDto, ResetPasswordDto } from './password-reset.dto';
import { PasswordResetService } from './password-reset.service';

@Controller('auth')
export class PasswordResetController {
  constructor(private readonly passwordReset: PasswordResetService) {}

  @Post('forgot-password')
  @HttpCode(200)
  @IpRateLimit('forgotPassword')
  @UseGuards(IpRateLimitGuard)
  forgot(@Body() body: ForgotPasswordDto): Promise<{ message: string }> {
    return this.passwordReset.requestReset(body.email);
  }

  @Post('reset-password')
  @HttpCode(200)
  reset(@Body() body: ResetPasswordDto): Promise<{ message: string }> {
    return this.passwordReset.resetPassword(body.token, body.password, body.confirmPassword);
  }
}
