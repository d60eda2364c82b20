import { readFile } from 'node:fs/promises';

/** What a shared link's preview shows for one page of the public site. */
export interface PageHead {
  title: string;
  description: string;
  /** Open Graph type, such as 'profile'. */
  type: string;
  /** Absolute URL of the preview image. */
  image?: string;
}

/** The head tags of one public-site path, or null when the site's defaults serve. */
export type PageHeadResolver = (path: string, origin: string) => Promise<PageHead | null>;

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

/** The built index.html with the page's title, description and Open Graph tags in place of the site's defaults. */
export async function renderIndexWithHead(indexPath: string, head: PageHead): Promise<string> {
  let html = await readFile(indexPath, 'utf8');
  html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`);
  html = setMeta(html, 'name', 'description', head.description);
  html = setMeta(html, 'property', 'og:type', head.type);
  html = setMeta(html, 'property', 'og:title', head.title);
  html = setMeta(html, 'property', 'og:description', head.description);
  if (head.image) html = setMeta(html, 'property', 'og:image', head.image);
  return html;
}
