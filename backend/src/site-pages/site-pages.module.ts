import { Module } from '@nestjs/common';
import { ProfilesModule } from '../profiles/profiles.module';
import { SitePagesService } from './site-pages.service';
import { SitemapService } from './sitemap.service';

/**
 * The public site as search engines read it (issue 20): each page's status and head tags, robots.txt
 * and the sitemap. Its routes are plain Express ones (site-pages.routes.ts), outside /api.
 */
@Module({ imports: [ProfilesModule], providers: [SitePagesService, SitemapService], exports: [SitePagesService, SitemapService] })
export class SitePagesModule {}
