import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { IpRateLimit, IpRateLimitGuard } from '../rate-limit/ip-rate-limit.guard';
import { ForgotPasswordDto } from './password-reset.dto';
import { PasswordResetService } from './password-reset.service';

/** "Forgot password?": the link by email. Using it (POST /api/auth/reset-password) is registration's, which knows the username. */
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
}
