import { Module } from '@nestjs/common';
import { AdminAdvertisingRulesController } from './admin-advertising-rules.controller';
import { AdminModerationController, AdminModerationSettingsController } from './admin-moderation.controller';
import { AdvertisingRulesRepository } from './advertising-rules.repository';
import { AdvertisingRulesService } from './advertising-rules.service';
import { ModerationRepository } from './moderation.repository';
import { ModerationService } from './moderation.service';

/**
 * Trust and safety's queue: what publishing modules submit, the pre/post setting per kind,
 * the admins' decisions, which it announces as MODERATION_DECIDED, and the advertising rules.
 */
@Module({
  controllers: [AdminModerationController, AdminModerationSettingsController, AdminAdvertisingRulesController],
  providers: [ModerationRepository, ModerationService, AdvertisingRulesRepository, AdvertisingRulesService],
  exports: [ModerationService, AdvertisingRulesService],
})
export class ModerationModule {}
