import { Body, Controller, HttpCode, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { AuthUser } from '../auth/access-token.service';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { OptionalJwtAuthGuard } from '../auth/guards/jwt-auth.guard';
import { ContactRevealService } from './contact-reveal.service';
import { PROFILE_MESSAGES, ProfilesErrorCode, ProfilesException } from './profiles.exception';
import { visitorId } from '../common/http/visitor-id';

/** The public site sends this header once its age gate was passed (the gate lives in the browser). */
export const AGE_CONFIRMED_HEADER = 'x-age-confirmed';

function assertAgeConfirmed(req: Request): void {
  if (req.headers[AGE_CONFIRMED_HEADER] !== 'yes') throw new ProfilesException(ProfilesErrorCode.AgeGate, PROFILE_MESSAGES.ageGate);
}

const addressOf = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/** "Show number" / "Show email": a short-lived token for this browser, then one field per request. Never cached. */
@Controller('profiles/:username')
export class ContactRevealController {
  constructor(private readonly contacts: ContactRevealService) {}

  @Post('contact-token')
  @HttpCode(200)
  token(@Param('username') username: string, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    assertAgeConfirmed(req);
    res.setHeader('Cache-Control', 'no-store');
    return this.contacts.issueToken(username, visitorId(req, res), addressOf(req));
  }

  /** The bearer token is optional: it only lets analytics leave out the owner's and admins' own reveals. */
  @Post('contact')
  @HttpCode(200)
  @UseGuards(OptionalJwtAuthGuard)
  reveal(
    @Param('username') username: string,
    @Body() body: { field?: unknown; token?: unknown },
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @CurrentUser() viewer: AuthUser | undefined,
  ) {
    assertAgeConfirmed(req);
    res.setHeader('Cache-Control', 'no-store');
    const reader = { userAgent: String(req.headers['user-agent'] ?? '').slice(0, 512), viewerUserId: viewer?.id };
    return this.contacts.reveal(username, body?.field, body?.token, visitorId(req, res), addressOf(req), Date.now(), reader);
  }
}
