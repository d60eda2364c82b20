import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import express, { Express, NextFunction, Request, Response } from 'express';
import { renderIndexWithHead, SitePageResolver } from './page-head';

const HASHED_ASSET = /\/assets\/.+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;
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

function sendIndex(dist: string, label: string, resolvePage?: SitePageResolver) {
  const index = join(dist, 'index.html');
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!existsSync(index)) {
      res.status(503).type('text/plain').send(`The ${label} has not been built. Run "npm run build".`);
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    try {
      // The same page for everyone (people, crawlers, signed in or not): nothing of the request but its path is read.
      const page = await resolvePage?.(req.path);
      if (page) {
        res.status(page.status).type('html').send(await renderIndexWithHead(index, page.head));
        return;
      }
    } catch (error) {
      // The page still works without its own head tags; the SPA sets them once it loads.
      new Logger('StaticSite').error(`Page head for ${req.path} failed: ${(error as Error).message}`);
    }
    res.sendFile(index);
  };
}

/**
 * Serves the built admin under /admin and the public site under /, each with an SPA fallback
 * to its index.html. Unknown /api paths are left to Nest so they stay JSON 404s. `resolvePage`
 * answers each public address with its status (404 for an unknown page or profile) and its own
 * title, description, canonical link and preview tags.
 */
export function mountStaticSites(app: Express, frontendDist: string, adminDist: string, resolvePage?: SitePageResolver): void {
  app.use('/admin', express.static(adminDist, staticOptions()));
  app.get(['/admin', '/admin/{*path}'], sendIndex(adminDist, 'admin'));
  const frontend = express.static(frontendDist, staticOptions());
  // Mounted before Nest's routes: an /api request must not cost a file-system look-up.
  app.use((req, res, next) => (API_PATH.test(req.path) ? next() : frontend(req, res, next)));
  app.get(/^\/(?!api(?:\/|$)|admin(?:\/|$)).*/, (req, res, next) => {
    // A missing file with an extension (e.g. /assets/old.js) is a real 404, not a page.
    if (/\.[a-z0-9]+$/i.test(req.path) && !req.path.startsWith('/profile/')) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    void sendIndex(frontendDist, 'public site', resolvePage)(req, res, next);
  });
}
