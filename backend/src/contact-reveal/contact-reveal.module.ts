import { Module } from '@nestjs/common';
import { ProfilesModule } from '../profiles/profiles.module';
import { ContactRevealController } from './contact-reveal.controller';
import { ContactRevealService } from './contact-reveal.service';

/** "Show number" and "Show email": a profile's contact details, one field at a time, to a browser holding a token. */
@Module({ imports: [ProfilesModule], controllers: [ContactRevealController], providers: [ContactRevealService] })
export class ContactRevealModule {}
