import { Module } from '@nestjs/common';
import { DailyPickModule } from '../daily-pick/daily-pick.module';
import { DirectoryModule } from '../directory/directory.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { PageRenderer } from './page-renderer';
import { SitePagesController } from './site-pages.controller';
import { SitePagesService } from './site-pages.service';
import { SitemapService } from './sitemap.service';

/**
 * The public site as search engines and visitors first read it: each page's status, head tags and
 * content rendered on the server, robots.txt and the sitemap. Its controller's routes are outside /api (see configureApp).
 */
@Module({
  imports: [DirectoryModule, ProfilesModule, DailyPickModule],
  controllers: [SitePagesController],
  providers: [SitePagesService, SitemapService, PageRenderer],
  exports: [SitePagesService, SitemapService, PageRenderer],
})
export class SitePagesModule {}
