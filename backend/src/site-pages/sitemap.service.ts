import { allPlacePages, sitePages } from 'contract';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { ProfileQueriesService } from '../profiles/profile-queries.service';

/** Rows read per query while a sitemap file is written: memory stays flat however many profiles there are. */
const PAGE_ROWS = 5000;
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

/** Where a sitemap's text goes, a piece at a time; resolves when the piece may be followed by the next. */
export type SitemapWriter = (text: string) => Promise<void>;

/**
 * robots.txt and the sitemap. The sitemap lists the indexable fixed pages, every region
 * and town page, then every listed profile with its last change. Up to `sitemapUrlsPerFile` URLs it
 * is one file; beyond, /sitemap.xml is an index of numbered files, each written while its rows are
 * read a page at a time in id order (keyset), so a file never sits whole in memory.
 */
@Injectable()
export class SitemapService {
  private readonly origin: string;
  private readonly perFile: number;
  private readonly fixedPaths: string[];

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly profiles: ProfileQueriesService,
  ) {
    this.origin = new URL(config.publicUrl).origin;
    this.perFile = config.sitemapUrlsPerFile;
    const indexable = Object.values(sitePages(config.productName)).filter((page) => page.indexable);
    this.fixedPaths = [...indexable.map((page) => page.path), ...allPlacePages().map((page) => page.path)];
  }

  robotsTxt(): string {
    return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /profile/edit', 'Disallow: /api/', '', `Sitemap: ${this.url('/sitemap.xml')}`, ''].join('\n');
  }

  /** How many numbered files the sitemap needs (1: /sitemap.xml is itself the list). */
  async fileCount(): Promise<number> {
    return Math.max(1, Math.ceil((this.fixedPaths.length + (await this.profiles.countListed())) / this.perFile));
  }

  /** /sitemap.xml: every URL when they fit one file, else the index of the numbered files. */
  async writeSitemap(write: SitemapWriter): Promise<void> {
    const files = await this.fileCount();
    if (files === 1) return this.writeFile(1, write);
    await write(`${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n`);
    for (let file = 1; file <= files; file += 1) await write(`  <sitemap><loc>${xml(this.url(`/sitemaps/${file}.xml`))}</loc></sitemap>\n`);
    await write('</sitemapindex>\n');
  }

  /** Numbered file `file` (from 1): URLs from (file - 1) × the limit, fixed pages first, then profiles by id. */
  async writeFile(file: number, write: SitemapWriter): Promise<void> {
    const start = (file - 1) * this.perFile;
    const end = start + this.perFile;
    await write(`${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n`);
    const fixed = this.fixedPaths.slice(start, end);
    if (fixed.length) await write(fixed.map((path) => `  <url><loc>${xml(this.url(path))}</loc></url>\n`).join(''));
    let wanted = end - Math.max(start, this.fixedPaths.length);
    let from: { afterId: string } | { skip: number } = { skip: Math.max(0, start - this.fixedPaths.length) };
    while (wanted > 0) {
      const limit = Math.min(PAGE_ROWS, wanted);
      const rows = await this.profiles.listedForSitemap(from, limit);
      if (!rows.length) break;
      await write(
        rows
          .map((row) => `  <url><loc>${xml(this.url(`/profile/${encodeURIComponent(row.username)}`))}</loc><lastmod>${row.updatedAt.toISOString()}</lastmod></url>\n`)
          .join(''),
      );
      if (rows.length < limit) break;
      wanted -= rows.length;
      from = { afterId: rows[rows.length - 1].id };
    }
    await write('</urlset>\n');
  }

  private url(path: string): string {
    return new URL(path, this.origin).toString();
  }
}
