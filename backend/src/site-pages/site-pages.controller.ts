import { Controller, Get, Header, Logger, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { once } from 'node:events';
import { SitemapService, SitemapWriter } from './sitemap.service';

const logger = new Logger('SitePages');
const SITEMAP_FILE = /^([1-9]\d{0,5})\.xml$/;
/** Crawlers fetch these often; an hour old is fresh enough, and it spares the database. */
const CACHE_CONTROL = 'public, max-age=3600';

/** Writes to the response, waiting when its buffer is full, so a large file streams instead of piling up. */
function responseWriter(res: Response): SitemapWriter {
  return async (text) => {
    if (!res.headersSent) {
      res.status(200).type('application/xml; charset=utf-8').setHeader('Cache-Control', CACHE_CONTROL);
    }
    if (!res.write(text)) await once(res, 'drain');
  };
}

function unavailable(req: Request, res: Response, error: unknown): void {
  logger.error(`${req.path} failed: ${(error as Error).message}`);
  // A file already under way cannot become an error page: cut it, so the crawler does not keep half of it.
  if (res.headersSent) res.destroy();
  else res.status(503).setHeader('Retry-After', '60').type('text/plain').send('The sitemap is briefly unavailable.');
}

async function sendSitemap(req: Request, res: Response, write: (writer: SitemapWriter) => Promise<void>): Promise<void> {
  try {
    await write(responseWriter(res));
    res.end();
  } catch (error) {
    unavailable(req, res, error);
  }
}

/** GET /robots.txt, /sitemap.xml and /sitemaps/{n}.xml, outside /api; the sitemaps stream through the response as they are read. */
@Controller()
export class SitePagesController {
  constructor(private readonly sitemap: SitemapService) {}

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', CACHE_CONTROL)
  robots(): string {
    return this.sitemap.robotsTxt();
  }

  /** Sitemaps are streamed by hand: a file may be large, and one failing part way must be cut, not answered as an error page. */
  @Get('sitemap.xml')
  sitemapIndex(@Req() req: Request, @Res() res: Response): Promise<void> {
    return sendSitemap(req, res, (write) => this.sitemap.writeSitemap(write));
  }

  @Get('sitemaps/:file')
  async sitemapFile(@Param('file') name: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const match = SITEMAP_FILE.exec(name);
    const file = match ? Number(match[1]) : 0;
    try {
      if (!file || file > (await this.sitemap.fileCount())) {
        res.status(404).type('text/plain').send('Not found');
        return;
      }
    } catch (error) {
      unavailable(req, res, error);
      return;
    }
    await sendSitemap(req, res, (write) => this.sitemap.writeFile(file, write));
  }
}
