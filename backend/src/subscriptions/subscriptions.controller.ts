import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import type { AuthUser } from '../auth/access-token.service';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { JwtAuthGuard } from '../auth/guards/jwt-auth.guard';
import { UpgradeDto } from './dto/upgrade.dto';
import { SubscriptionsService } from './subscriptions.service';

@Controller('subscriptions')
@UseGuards(JwtAuthGuard)
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  /** Answers the invoice to pay; the plan starts when it is paid. */
  @Post('upgrade')
  @HttpCode(200)
  upgrade(@CurrentUser() user: AuthUser, @Body() body: UpgradeDto) {
    return this.subscriptions.upgrade(user.id, body.tier);
  }
}
