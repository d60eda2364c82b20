import { Controller, Get, HttpCode, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { AuthUser } from '../auth/access-token.service';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { OptionalJwtAuthGuard } from '../auth/guards/jwt-auth.guard';
import { ProfilesService } from './profiles.service';
import { visitorId } from './visitor-id';

/** Registered last in ProfilesModule so /me, /featured, /vip and /daily-pick are not read as usernames. */
@Controller('profiles')
export class PublicProfileController {
  constructor(private readonly profiles: ProfilesService) {}

  @Get(':username')
  @UseGuards(OptionalJwtAuthGuard)
  view(@Param('username') username: string, @CurrentUser() viewer: AuthUser | undefined) {
    return this.profiles.viewByUsername(username, viewer?.id);
  }

  @Post(':username/like')
  @HttpCode(200)
  like(@Param('username') username: string, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return this.profiles.like(username, visitorId(req, res));
  }
}
