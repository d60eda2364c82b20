import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import type { AuthUser } from '../auth/access-token.service';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { JwtAuthGuard, OptionalJwtAuthGuard } from '../auth/guards/jwt-auth.guard';
import { DailyPickService, DailyPickView } from '../daily-pick/daily-pick.service';
import { parseDirectoryQuery } from '../directory/directory-query';
import { DirectoryService } from '../directory/directory.service';
import { PublicCache } from '../public-cache/public-cache.decorator';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { ProfilesService } from './profiles.service';

/**
 * Every route of /profiles and /profiles/me. Express tries routes in the order they were added, so the
 * fixed paths come before /profiles/:username here, in one class, and no module's place in the app matters.
 */
@Controller('profiles')
export class ProfilesController {
  constructor(
    private readonly profiles: ProfilesService,
    private readonly directory: DirectoryService,
    private readonly dailyPick: DailyPickService,
  ) {}

  /** The query string is parsed by hand: its list and range formats are the spec's, not JSON. */
  @Get()
  @PublicCache()
  list(@Query() query: Record<string, unknown>) {
    return this.directory.list(parseDirectoryQuery(query));
  }

  @Get('featured')
  @PublicCache()
  featured() {
    return this.directory.featured();
  }

  @Get('vip')
  @PublicCache()
  vip() {
    return this.directory.vip();
  }

  @Get('daily-pick')
  @PublicCache()
  dailyPickToday(): Promise<DailyPickView> {
    return this.dailyPick.today();
  }

  @Get('me')
  @UseGuards(JwtAuthGuard)
  getOwn(@CurrentUser() user: AuthUser) {
    return this.profiles.getOwn(user.id);
  }

  @Put('me')
  @UseGuards(JwtAuthGuard)
  updateOwn(@CurrentUser() user: AuthUser, @Body() body: UpdateProfileDto) {
    return this.profiles.updateOwn(user.id, body);
  }

  @Post('me/heartbeat')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  heartbeat(@CurrentUser() user: AuthUser) {
    return this.profiles.heartbeat(user.id);
  }

  @Post('me/pause')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  pause(@CurrentUser() user: AuthUser) {
    return this.profiles.setActive(user.id, false);
  }

  @Post('me/activate')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  activate(@CurrentUser() user: AuthUser) {
    return this.profiles.setActive(user.id, true);
  }

  @Delete('me')
  @UseGuards(JwtAuthGuard)
  deleteOwn(@CurrentUser() user: AuthUser) {
    return this.profiles.deleteOwn(user.id);
  }

  /** Last: a username is any single segment the routes above do not name. */
  @Get(':username')
  @PublicCache()
  @UseGuards(OptionalJwtAuthGuard)
  view(@Param('username') username: string, @CurrentUser() viewer: AuthUser | undefined) {
    return this.profiles.viewByUsername(username, viewer?.id);
  }
}
