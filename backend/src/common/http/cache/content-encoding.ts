import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The encodings the app sends, best first. */
export type ContentEncoding = 'br' | 'gzip';

/** Bodies smaller than this are sent as they are: the saving would not pay for the headers and the work. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * The best encoding an Accept-Encoding header allows (brotli, then gzip), or undefined for none.
 * A coding listed with q=0 is refused; `*` stands for any coding not named. Not Express's acceptsEncodings,
 * which breaks ties by the header's order: browsers list gzip before br, and would never get the smaller brotli.
 */
export function acceptedEncoding(header: string | string[] | undefined): ContentEncoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (coding: ContentEncoding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return undefined;
}

/** Brotli at a middle quality (fast enough on the request path, most of the gain), or gzip's default. */
export function compress(body: Buffer, encoding: ContentEncoding): Buffer {
  if (encoding === 'br') return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  return gzipSync(body);
}
