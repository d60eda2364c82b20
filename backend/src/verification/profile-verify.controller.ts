import { AdminProfile } from 'contract';
import { Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CurrentAdmin } from '../auth/decorators/current-user.decorator';
import { RequireAdminFlag } from '../auth/decorators/require-admin-flag.decorator';
import type { AdminAccess } from '../auth/guards/admin-access.service';
import { AdminGuard } from '../auth/guards/admin.guard';
import { AdminProfilesService } from '../profiles/admin-profiles.service';
import { AdminVerificationService } from './admin-verification.service';

export interface VerifyResult {
  message: string;
  profile: AdminProfile;
}

/**
 * The Escorts modal's 'Verify Profile' (POST /admin/profiles/:id/verify): the same decision as
 * approving from the queue (spec §4), recorded, audited and notified by this module, answered with
 * the Escorts row.
 */
@Controller('admin/profiles')
@UseGuards(AdminGuard)
export class ProfileVerifyController {
  constructor(
    private readonly verifications: AdminVerificationService,
    private readonly adminProfiles: AdminProfilesService,
  ) {}

  @Post(':id/verify')
  @HttpCode(200)
  @RequireAdminFlag('canVerifyProfiles')
  async verify(@CurrentAdmin() admin: AdminAccess, @Param('id') id: string): Promise<VerifyResult> {
    const decision = await this.verifications.verifyProfile(admin.userId, id);
    return { message: decision.message, profile: await this.adminProfiles.get(id) };
  }
}
