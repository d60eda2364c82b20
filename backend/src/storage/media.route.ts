import { Logger } from '@nestjs/common';
import { Express, Request, Response } from 'express';
import { PUBLIC_PHOTO_CACHE_CONTROL, StoredObject } from './storage.driver';
import { StorageNotFoundError } from './storage-keys';
import { StorageService } from './storage.service';

const logger = new Logger('Media');

function notFound(res: Response): void {
  res.status(404).type('text/plain').send('Not found');
}

/** Express 5 hands a named wildcard over as decoded segments; an encoded `/` inside one is refused. */
function locationOf(req: Request): { bucket: string; key: string } | undefined {
  const segments = (req.params as { path?: string[] }).path;
  if (!Array.isArray(segments) || segments.length < 2 || segments.some((s) => s.includes('/') || s.includes('\\'))) return undefined;
  return { bucket: segments[0], key: segments.slice(1).join('/') };
}

/** Streams a stored object with its type and length; HEAD answers the headers only. */
export function sendStoredObject(req: Request, res: Response, object: StoredObject, cacheControl: string): void {
  res.setHeader('Content-Type', object.contentType);
  res.setHeader('Content-Length', String(object.size));
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (req.method === 'HEAD') {
    object.stream.destroy();
    res.end();
    return;
  }
  object.stream.on('error', (error) => {
    logger.error(`Streaming failed: ${error.message}`);
    res.destroy(error);
  });
  object.stream.pipe(res);
}

/** Whether a stored photo file may be shown to anyone (the photos module knows: approved photos only). */
export type IsPublicPhotoFile = (key: string) => Promise<boolean>;

/**
 * GET /media/<photos bucket>/<key>: the photos, served by the app (local disk, or S3 without
 * S3_PUBLIC_URL). Anyone gets an approved photo, with the public cache life; a photo held for review or
 * rejected opens only through a signed link (media-links.ts), kept in the browser alone. Only the photos
 * bucket, only whole files: no listing, no `..`, and every miss (a private photo included) is a 404.
 * Mounted before the public site's fallback, which would otherwise answer these paths.
 */
export function mountMedia(app: Express, storage: StorageService, isPublicPhotoFile: IsPublicPhotoFile): void {
  app.get('/media/{*path}', async (req, res) => {
    const location = locationOf(req);
    if (!location || location.bucket !== storage.photosBucket) return notFound(res);
    try {
      const signedFor = storage.links.secondsLeft(location.bucket, location.key, req.query.expires, req.query.signature);
      if (signedFor === undefined && !(await isPublicPhotoFile(location.key))) return notFound(res);
      const object = await storage.get(location.bucket, location.key);
      sendStoredObject(req, res, object, signedFor === undefined ? PUBLIC_PHOTO_CACHE_CONTROL : `private, max-age=${signedFor}`);
    } catch (error) {
      if (error instanceof StorageNotFoundError) return notFound(res);
      logger.error(`Cannot read ${location.bucket}/${location.key}: ${(error as Error).message}`);
      res.status(503).type('text/plain').send('Storage unavailable');
    }
  });
  app.all(['/media', '/media/{*path}'], (req, res) => notFound(res));
}
