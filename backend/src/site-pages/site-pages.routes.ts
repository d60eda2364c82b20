import { Logger } from '@nestjs/common';
import { once } from 'node:events';
import { Express, Request, Response } from 'express';
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

async function sendSitemap(req: Request, res: Response, write: (writer: SitemapWriter) => Promise<void>): Promise<void> {
  try {
    await write(responseWriter(res));
    res.end();
  } catch (error) {
    logger.error(`${req.path} failed: ${(error as Error).message}`);
    // A file already under way cannot become an error page: cut it, so the crawler does not keep half of it.
    if (res.headersSent) res.destroy();
    else res.status(503).setHeader('Retry-After', '60').type('text/plain').send('The sitemap is briefly unavailable.');
  }
}

/**
 * GET /robots.txt, /sitemap.xml and /sitemaps/{n}.xml (issue 20), mounted before the public site's
 * fallback, which would otherwise answer them with a page.
 */
export function mountSitePages(app: Express, sitemap: SitemapService): void {
  app.get('/robots.txt', (_req, res) => {
    res.type('text/plain').setHeader('Cache-Control', CACHE_CONTROL);
    res.send(sitemap.robotsTxt());
  });
  app.get('/sitemap.xml', (req, res) => sendSitemap(req, res, (write) => sitemap.writeSitemap(write)));
  app.get('/sitemaps/:file', async (req, res) => {
    const match = SITEMAP_FILE.exec(req.params.file);
    const file = match ? Number(match[1]) : 0;
    try {
      if (!file || file > (await sitemap.fileCount())) {
        res.status(404).type('text/plain').send('Not found');
        return;
      }
    } catch (error) {
      logger.error(`${req.path} failed: ${(error as Error).message}`);
      res.status(503).setHeader('Retry-After', '60').type('text/plain').send('The sitemap is briefly unavailable.');
      return;
    }
    await sendSitemap(req, res, (write) => sitemap.writeFile(file, write));
  });
}
