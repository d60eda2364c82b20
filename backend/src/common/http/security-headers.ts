import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { OutgoingHttpHeaders } from 'node:http';
import type { AppConfig } from '../../config/app-config';

/** helmet's headers on every answer: a strict Content-Security-Policy and the rest of its defaults. */
export function securityHeaders(config: Pick<AppConfig, 's3'>): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        // react-admin (MUI/emotion) injects inline styles.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', ...(config.s3 ? ['https:', 'http:'] : [])],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * The headers a middleware sets on an answer, read once, for code that answers before Express
 * (public cache hits) and would otherwise run it on every request. Only for a middleware whose
 * headers are the same for every request, as helmet's are without per-request nonces.
 */
export function fixedHeadersOf(middleware: RequestHandler): Array<[string, string]> {
  const headers: OutgoingHttpHeaders = {};
  const res = {
    setHeader: (name: string, value: string) => (headers[name] = value),
    removeHeader: (name: string) => delete headers[name],
    getHeader: (name: string) => headers[name],
  };
  middleware({ headers: {}, method: 'GET', url: '/' } as never, res as never, () => undefined);
  return Object.entries(headers).map(([name, value]) => [name, String(value)]);
}
