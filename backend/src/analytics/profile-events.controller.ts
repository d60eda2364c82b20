import { Body, Controller, HttpCode, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { AuthUser } from '../auth/access-token.service';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { OptionalJwtAuthGuard } from '../auth/guards/jwt-auth.guard';
import { AnalyticsService } from './analytics.service';
import { ProfileEventDto } from './dto/profile-event.dto';
import { ProfileLikesService } from './profile-likes.service';
import { visitorId } from '../common/http/requests/visitor-id';
import { visitorTraits } from './visitor-traits';

/** What visitors do on a public profile: views and contact taps (counted, never tracked), and likes. */
@Controller('profiles')
export class ProfileEventsController {
  constructor(
    private readonly analytics: AnalyticsService,
    private readonly likes: ProfileLikesService,
  ) {}

  /** Sent with sendBeacon (anonymous) or fetch keepalive with the bearer, so an owner's and an admin's own visits are left out. */
  @Post(':username/events')
  @HttpCode(204)
  @UseGuards(OptionalJwtAuthGuard)
  async record(@Param('username') username: string, @Body() event: ProfileEventDto, @Req() req: Request, @CurrentUser() viewer: AuthUser | undefined): Promise<void> {
    await this.analytics.record(username, event.type, visitorTraits(req), viewer);
  }

  /** The response object only to set the visitor's cookie, which keeps one like per visitor. */
  @Post(':username/like')
  @HttpCode(200)
  like(@Param('username') username: string, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return this.likes.like(username, visitorTraits(req), visitorId(req, res));
  }
}
