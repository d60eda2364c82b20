import { Body, Controller, Delete, Get, HttpCode, Post, Put, UseGuards } from '@nestjs/common';
import type { AuthUser } from '../auth/access-token.service';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { JwtAuthGuard } from '../auth/guards/jwt-auth.guard';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { ProfilesService } from './profiles.service';

/** The signed-in advertiser's own profile; registered before /profiles/:username. */
@Controller('profiles/me')
@UseGuards(JwtAuthGuard)
export class OwnerProfileController {
  constructor(private readonly profiles: ProfilesService) {}

  @Get()
  get(@CurrentUser() user: AuthUser) {
    return this.profiles.getOwn(user.id);
  }

  @Put()
  update(@CurrentUser() user: AuthUser, @Body() body: UpdateProfileDto) {
    return this.profiles.updateOwn(user.id, body);
  }

  @Post('heartbeat')
  @HttpCode(200)
  heartbeat(@CurrentUser() user: AuthUser) {
    return this.profiles.heartbeat(user.id);
  }

  @Post('pause')
  @HttpCode(200)
  pause(@CurrentUser() user: AuthUser) {
    return this.profiles.setActive(user.id, false);
  }

  @Post('activate')
  @HttpCode(200)
  activate(@CurrentUser() user: AuthUser) {
    return this.profiles.setActive(user.id, true);
  }

  @Delete()
  remove(@CurrentUser() user: AuthUser) {
    return this.profiles.deleteOwn(user.id);
  }
}
