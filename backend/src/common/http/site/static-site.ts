import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import { Logger } from '@nestjs/common';
import express, { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import { acceptedEncoding, ContentEncoding } from '../cache/content-encoding';

const HASHED_ASSET = /\/assets\/.+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+(?:\.br|\.gz)?$/;
const API_PATH = /^\/api(?:\/|$)/;

function staticOptions() {
  return {
    index: false,
    redirect: false,
    dotfiles: 'ignore' as const,
    setHeaders(res: Response, path: string) {
      res.setHeader('Cache-Control', HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  };
}

const ENCODED_SUFFIX: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };

/**
 * Serves the brotli or gzip copy the build wrote beside a file (`app.js.br`, `app.js.gz`) to a browser
 * that accepts it, with the file's own type, so no asset is compressed on the request path. Whether a
 * copy exists is remembered per file: the built files do not change while the app runs.
 */
function precompressed(dist: string, serveStatic: RequestHandler): RequestHandler {
  const copies = new Map<string, boolean>();
  const hasCopy = (path: string) => {
    let known = copies.get(path);
    if (known === undefined) {
      known = existsSync(join(dist, path));
      copies.set(path, known);
    }
    return known;
  };
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !extname(req.path) || req.path.includes('..')) return serveStatic(req, res, next);
    // Every answer of a file that has copies depends on Accept-Encoding, the plain one too.
    const encoding = acceptedEncoding(req.headers['accept-encoding']);
    const copy = encoding && hasCopy(req.path + ENCODED_SUFFIX[encoding]) ? req.path + ENCODED_SUFFIX[encoding] : undefined;
    if (!copy) {
      if (hasCopy(req.path + ENCODED_SUFFIX.gzip)) res.vary('Accept-Encoding');
      return serveStatic(req, res, next);
    }
    res.vary('Accept-Encoding');
    res.type(extname(req.path));
    res.setHeader('Content-Encoding', encoding!);
    const query = req.url.slice(req.path.length);
    req.url = copy + query;
    serveStatic(req, res, (error?: unknown) => {
      // The copy went missing: the original, unencoded.
      res.removeHeader('Content-Encoding');
      req.url = req.path.slice(0, -ENCODED_SUFFIX[encoding!].length) + query;
      if (error) return next(error);
      serveStatic(req, res, next);
    });
  };
}

/** Sends a built index.html as it is (the back office's, and the public site's shell when a page cannot be rendered). */
function sendIndex(dist: string, label: string, cacheControl: string) {
  const index = join(dist, 'index.html');
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!existsSync(index)) {
      res.status(503).type('text/plain').send(`The ${label} has not been built. Run "npm run build".`);
      return;
    }
    res.setHeader('Cache-Control', cacheControl);
    res.sendFile(index);
  };
}

/** One page of the public site, for everyone alike: its status and its whole HTML. */
export interface RenderedSitePage {
  status: number;
  html: string;
  /** The address to send the visitor on to instead (a path and its query on this site), with `status` 302. */
  redirect?: string;
}

/** Keeps the page at a URL for the next visitors; asked before the page is made, so a page made across a change is not kept. */
export type PageKeeper = (url: string) => (html: string, etag: string | undefined) => void;

/** Longer URLs are answered, never kept (a cache key per crafted URL would crowd out real pages). */
const MAX_KEPT_URL_LENGTH = 1000;

function sendPublicPage(dist: string, cacheControl: string, renderPage: SitePageRenderer, keepPage?: PageKeeper) {
  const index = join(dist, 'index.html');
  const shell = sendIndex(dist, 'public site', cacheControl);
  return async (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !existsSync(index)) return shell(req, res, next);
    const keep = req.method === 'GET' && req.originalUrl.length <= MAX_KEPT_URL_LENGTH ? keepPage?.(req.originalUrl) : undefined;
    let page: RenderedSitePage;
    try {
      // The same page for everyone (people, crawlers, signed in or not): nothing of the request but its URL is read.
      page = await renderPage(req.path, req.originalUrl, index);
    } catch (error) {
      // The shell still works: the site renders the page in the browser.
      new Logger('StaticSite').error(`Page ${req.path} failed: ${(error as Error).message}`);
      return shell(req, res, next);
    }
    res.setHeader('Cache-Control', cacheControl);
    if (page.redirect) return res.redirect(page.status, page.redirect);
    res.status(page.status).type('html').send(page.html);
    if (keep && page.status === 200) {
      const etag = res.getHeader('ETag');
      keep(page.html, typeof etag === 'string' ? etag : undefined);
    }
  };
}

/** Renders the public site's page at a path (and its query, `url`), from the built index.html at `indexPath`. */
export type SitePageRenderer = (path: string, url: string, indexPath: string) => Promise<RenderedSitePage>;

export interface StaticSites {
  frontendDist: string;
  adminDist: string;
  /** Cache-Control of the public site's pages, which are the same for everyone (the admin's are `no-cache`). */
  pageCacheControl: string;
  /** Paths outside /api that Nest's controllers answer (robots.txt, say), which are not pages. */
  leftToNest: (path: string) => boolean;
  /** Each public address's status (404 for an unknown page or profile), its head and its content rendered on the server. */
  renderPage: SitePageRenderer;
  /** The public cache's keeper of anonymous pages. */
  keepPage?: PageKeeper;
}

/**
 * Serves the built admin under /admin and the public site under /, each with an SPA fallback
 * to its index.html. Unknown /api paths are left to Nest so they stay JSON 404s.
 */
export function mountStaticSites(app: Express, { frontendDist, adminDist, pageCacheControl, leftToNest, renderPage, keepPage }: StaticSites): void {
  app.use('/admin', precompressed(adminDist, express.static(adminDist, staticOptions())));
  app.get(['/admin', '/admin/{*path}'], sendIndex(adminDist, 'admin', 'no-cache'));
  const frontend = precompressed(frontendDist, express.static(frontendDist, staticOptions()));
  const publicPage = sendPublicPage(frontendDist, pageCacheControl, renderPage, keepPage);
  // Mounted before Nest's routes: an /api request must not cost a file-system look-up.
  app.use((req, res, next) => (API_PATH.test(req.path) ? next() : frontend(req, res, next)));
  app.get(/^\/(?!api(?:\/|$)|admin(?:\/|$)).*/, (req, res, next) => {
    if (leftToNest(req.path)) return next();
    // A missing file with an extension (e.g. /assets/old.js) is a real 404, not a page.
    if (/\.[a-z0-9]+$/i.test(req.path) && !req.path.startsWith('/profile/')) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    void publicPage(req, res, next);
  });
}
