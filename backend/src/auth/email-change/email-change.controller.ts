import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { AuthUser } from '../access-token.service';
import { CurrentUser } from '../decorators/current-user.decorator';
import { JwtAuthGuard } from '../guards/jwt-auth.guard';
import { ConfirmEmailChangeDto, RequestEmailChangeDto } from './email-change.dto';
import { EmailChangeService } from './email-change.service';

@Controller('auth/email')
export class EmailChangeController {
  constructor(private readonly emailChange: EmailChangeService) {}

  @Post()
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  request(@CurrentUser() user: AuthUser, @Body() body: RequestEmailChangeDto): Promise<{ message: string }> {
    return this.emailChange.request(user, body.newEmail, body.currentPassword);
  }

  @Post('confirm')
  @HttpCode(200)
  confirm(@Body() body: ConfirmEmailChangeDto): Promise<{ message: string }> {
    return this.emailChange.confirm(body.token);
  }
}
