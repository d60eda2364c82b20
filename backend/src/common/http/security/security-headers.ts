import { AGE_GATE_SCRIPT } from 'contract';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import type { AppConfig } from '../../../config/app-config';

/** helmet's headers on every answer: a strict Content-Security-Policy and the rest of its defaults. */
export function securityHeaders(config: Pick<AppConfig, 's3'>): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        // The public pages' one inline script (the age gate's, before the first paint), allowed by its hash alone.
        'script-src': ["'self'", `'sha256-${createHash('sha256').update(AGE_GATE_SCRIPT).digest('base64')}'`],
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
 * helmet's headers (read once at start by fixedHeadersOf) set on every answer: helmet would compute
 * the same headers again for each request.
 */
export function fixedSecurityHeaders(headers: ReadonlyArray<readonly [string, string]>): RequestHandler {
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

/** The headers a middleware sets on an answer, read once; only for one whose headers are the same for every request, as helmet's are without nonces. */
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
