import { Module } from '@nestjs/common';
import { ContactRevealController } from './contact-reveal.controller';
import { ContactRevealService } from './contact-reveal.service';
import { ProfilesModule } from './profiles.module';
import { PublicProfileController } from './public-profile.controller';

/**
 * GET /profiles/:username and the contact reveal (its like and events are the analytics module's). Nest registers routes module by module, so the app module
 * lists this one last: every fixed path under /profiles (me, featured, vip, daily-pick) is matched first.
 */
@Module({ imports: [ProfilesModule], controllers: [ContactRevealController, PublicProfileController], providers: [ContactRevealService] })
export class PublicProfileModule {}
