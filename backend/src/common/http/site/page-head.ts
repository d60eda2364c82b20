import { readFile } from 'node:fs/promises';

/** What search engines and a shared link's preview read in one page of the public site. */
export interface PageHead {
  title: string;
  description: string;
  /** Open Graph type, such as 'profile'. */
  type: string;
  /** Absolute URL of the preview image. */
  image?: string;
  /** The page's one address (absolute), for `<link rel="canonical">` and og:url; none for a not-found page. */
  canonicalUrl?: string;
  /** false: search engines are asked not to list it (account screens, not-found pages). */
  indexable: boolean;
}

/** One public-site address as the server answers it: its status and its head. */
export interface SitePage {
  status: 200 | 404;
  head: PageHead;
}

/** How the public site's addresses are answered (built from PUBLIC_URL, never from the request's Host). */
export type SitePageResolver = (path: string) => Promise<SitePage>;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

function setMeta(html: string, attribute: 'name' | 'property', key: string, content: string): string {
  const tag = new RegExp(`(<meta ${attribute}="${key}" content=")[^"]*(")`);
  const value = escapeHtml(content);
  if (tag.test(html)) return html.replace(tag, (_, start: string, end: string) => `${start}${value}${end}`);
  return html.replace('</head>', `  <meta ${attribute}="${key}" content="${value}" />\n  </head>`);
}

function setCanonical(html: string, url: string): string {
  const tag = `<link rel="canonical" href="${escapeHtml(url)}" />`;
  const existing = /<link rel="canonical" href="[^"]*" \/>/;
  return existing.test(html) ? html.replace(existing, () => tag) : html.replace('</head>', `  ${tag}\n  </head>`);
}

/**
 * The built index.html with the page's title, description, robots rule, canonical link and Open
 * Graph tags in place of the site's defaults, so crawlers and link previews read them before any
 * JavaScript runs.
 */
export async function renderIndexWithHead(indexPath: string, head: PageHead): Promise<string> {
  let html = await readFile(indexPath, 'utf8');
  html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`);
  html = setMeta(html, 'name', 'description', head.description);
  html = setMeta(html, 'name', 'robots', head.indexable ? 'index, follow' : 'noindex');
  html = setMeta(html, 'property', 'og:type', head.type);
  html = setMeta(html, 'property', 'og:title', head.title);
  html = setMeta(html, 'property', 'og:description', head.description);
  if (head.image) html = setMeta(html, 'property', 'og:image', head.image);
  if (head.canonicalUrl) {
    html = setMeta(html, 'property', 'og:url', head.canonicalUrl);
    html = setCanonical(html, head.canonicalUrl);
  }
  return html;
}
