import { Body, Controller, Header, HttpCode, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { AuthUser } from '../auth/access-token.service';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { OptionalJwtAuthGuard } from '../auth/guards/jwt-auth.guard';
import { visitorId } from '../common/http/requests/visitor-id';
import { CONTACT_REVEAL_MESSAGES, ContactRevealErrorCode, ContactRevealException } from './contact-reveal.exception';
import { ContactRevealService } from './contact-reveal.service';

/** The public site sends this header once its age gate was passed (the gate lives in the browser). */
export const AGE_CONFIRMED_HEADER = 'x-age-confirmed';

function assertAgeConfirmed(req: Request): void {
  if (req.headers[AGE_CONFIRMED_HEADER] !== 'yes') throw new ContactRevealException(ContactRevealErrorCode.AgeGate, CONTACT_REVEAL_MESSAGES.ageGate);
}

const addressOf = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/** "Show number" / "Show email": a short-lived token for this browser, then one field per request. Never cached. */
@Controller('profiles/:username')
export class ContactRevealController {
  constructor(private readonly contacts: ContactRevealService) {}

  /** The response object only to set the visitor's cookie, to which the token is bound. */
  @Post('contact-token')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  token(@Param('username') username: string, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    assertAgeConfirmed(req);
    return this.contacts.issueToken(username, visitorId(req, res), addressOf(req));
  }

  /**
   * The bearer token is optional: it only lets analytics leave out the owner's and admins' own reveals.
   * The response object only to read or set the visitor's cookie, which the token must match.
   */
  @Post('contact')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @UseGuards(OptionalJwtAuthGuard)
  reveal(
    @Param('username') username: string,
    @Body() body: { field?: unknown; token?: unknown },
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @CurrentUser() viewer: AuthUser | undefined,
  ) {
    assertAgeConfirmed(req);
    const reader = { userAgent: String(req.headers['user-agent'] ?? '').slice(0, 512), viewerUserId: viewer?.id };
    return this.contacts.reveal(username, body?.field, body?.token, visitorId(req, res), addressOf(req), Date.now(), reader);
  }
}
