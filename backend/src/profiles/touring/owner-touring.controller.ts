import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, UseGuards } from '@nestjs/common';
import type { AuthUser } from '../../auth/access-token.service';
import { CurrentUser } from '../../auth/decorators/current-user.decorator';
import { JwtAuthGuard } from '../../auth/guards/jwt-auth.guard';
import { AvailableNowDto, TourStopDto } from '../dto/touring.dto';
import { TouringService } from './touring.service';

/** The owner's tour stops and "available now"; registered before /profiles/:username. */
@Controller('profiles/me')
@UseGuards(JwtAuthGuard)
export class OwnerTouringController {
  constructor(private readonly touring: TouringService) {}

  @Get('tour-stops')
  list(@CurrentUser() user: AuthUser) {
    return this.touring.listOwn(user.id);
  }

  @Post('tour-stops')
  add(@CurrentUser() user: AuthUser, @Body() body: TourStopDto) {
    return this.touring.addOwn(user.id, body);
  }

  @Delete('tour-stops/:id')
  remove(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.touring.removeOwn(user.id, id);
  }

  @Put('available-now')
  @HttpCode(200)
  setAvailableNow(@CurrentUser() user: AuthUser, @Body() body: AvailableNowDto) {
    return this.touring.setAvailableNow(user.id, body.hours);
  }

  @Delete('available-now')
  clearAvailableNow(@CurrentUser() user: AuthUser) {
    return this.touring.clearAvailableNow(user.id);
  }
}
