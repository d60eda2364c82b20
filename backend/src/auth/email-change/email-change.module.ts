import { Module } from '@nestjs/common';
import { AuthModule } from '../auth.module';
import { EmailChangeController } from './email-change.controller';
import { EmailChangeRepository } from './email-change.repository';
import { EmailChangeService } from './email-change.service';

/** The advertiser's change of sign-in email, confirmed from the new address. */
@Module({
  imports: [AuthModule],
  controllers: [EmailChangeController],
  providers: [EmailChangeRepository, EmailChangeService],
})
export class EmailChangeModule {}
