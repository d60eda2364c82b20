import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import type { AuthUser } from '../auth/access-token.service';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { OptionalJwtAuthGuard } from '../auth/guards/jwt-auth.guard';
import { ProfilesService } from './profiles.service';

/** In PublicProfileModule, registered last, so /me, /featured, /vip and /daily-pick are not read as usernames. */
@Controller('profiles')
export class PublicProfileController {
  constructor(private readonly profiles: ProfilesService) {}

  @Get(':username')
  @UseGuards(OptionalJwtAuthGuard)
  view(@Param('username') username: string, @CurrentUser() viewer: AuthUser | undefined) {
    return this.profiles.viewByUsername(username, viewer?.id);
  }
}
