import { MAX_UPLOAD_BYTES } from 'contract';
import { Controller, Post, Req, UseGuards, UseInterceptors } from '@nestjs/common';
import { Request } from 'express';
import type { AuthUser } from '../auth/access-token.service';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { JwtAuthGuard } from '../auth/guards/jwt-auth.guard';
import { filesOf, UploadInterceptor } from '../common/http/requests/upload.interceptor';
import { VerificationService } from './verification.service';
import { VERIFICATION_MESSAGES } from './verification.messages';

/** Spec §4 and §9: at most 5 MB (5242880 bytes) each, JPEG or PNG, one file per field. */
const MAX_DOCUMENT_BYTES = MAX_UPLOAD_BYTES;

const DocumentUpload = UploadInterceptor({
  fields: [
    { name: 'id', maxCount: 1 },
    { name: 'selfie', maxCount: 1 },
  ],
  maxFileBytes: MAX_DOCUMENT_BYTES,
  messages: { fileTooLarge: VERIFICATION_MESSAGES.tooLarge, tooManyFiles: VERIFICATION_MESSAGES.tooManyFiles },
});

@Controller('verification')
@UseGuards(JwtAuthGuard)
export class VerificationController {
  constructor(private readonly verification: VerificationService) {}

  @Post()
  @UseInterceptors(DocumentUpload)
  async submit(@CurrentUser() user: AuthUser, @Req() req: Request): Promise<{ message: string }> {
    await this.verification.submit(user.id, filesOf(req, 'id')[0], filesOf(req, 'selfie')[0], req.ip ?? '');
    return { message: VERIFICATION_MESSAGES.submitted };
  }
}
