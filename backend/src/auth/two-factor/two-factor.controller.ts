import type { RecoveryCodes, TotpEnrolment, TwoFactorStatus } from 'contract';
import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { AuthUser } from '../access-token.service';
import { CurrentUser } from '../decorators/current-user.decorator';
import { JwtAuthGuard } from '../guards/jwt-auth.guard';
import { DisableTwoFactorDto, RegenerateRecoveryCodesDto, SecondFactorCodeDto } from './two-factor.dto';
import { TwoFactorService } from './two-factor.service';
import { AUTH_MESSAGES } from '../auth.messages';

/**
 * The signed-in account's two-factor sign-in: advertisers turn it on and off in the editor's Account
 * tab; admins (who must keep it) make new recovery codes. Sign-in's own second step is in
 * AuthController, beside sign-in.
 */
@Controller('auth/two-factor')
@UseGuards(JwtAuthGuard)
export class TwoFactorController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @Get()
  status(@CurrentUser() user: AuthUser): Promise<TwoFactorStatus> {
    return this.twoFactor.status(user);
  }

  @Post('setup')
  @HttpCode(200)
  startSetup(@CurrentUser() user: AuthUser): Promise<TotpEnrolment> {
    return this.twoFactor.startSetup(user);
  }

  @Post('setup/confirm')
  @HttpCode(200)
  async confirmSetup(@CurrentUser() user: AuthUser, @Body() body: SecondFactorCodeDto): Promise<RecoveryCodes> {
    return { message: AUTH_MESSAGES.twoFactorEnabled, recoveryCodes: await this.twoFactor.confirmSetup(user, body.code) };
  }

  @Post('disable')
  @HttpCode(200)
  async disable(@CurrentUser() user: AuthUser, @Body() body: DisableTwoFactorDto): Promise<{ message: string }> {
    await this.twoFactor.disable(user, body.password, body.code);
    return { message: AUTH_MESSAGES.twoFactorDisabled };
  }

  @Post('recovery-codes')
  @HttpCode(200)
  async regenerateRecoveryCodes(@CurrentUser() user: AuthUser, @Body() body: RegenerateRecoveryCodesDto): Promise<RecoveryCodes> {
    return { message: AUTH_MESSAGES.recoveryCodesRegenerated, recoveryCodes: await this.twoFactor.regenerateRecoveryCodes(user, body.password, body.code) };
  }
}
