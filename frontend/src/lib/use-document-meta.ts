import { type SitePageName, sitePages } from 'contract';
import { useEffect } from 'react';
import { SITE_NAME } from '../config/env';

/** The head of frontend/index.html, which every screen returns to when it goes away. */
const SITE_DESCRIPTION = "New Zealand's adults-only (18+) directory of independent and agency companions.";

type OpenGraphType = 'website' | 'profile';

interface MetaOptions {
  image?: string | null;
  type?: OpenGraphType;
  /** The page's one address (a path), as the server sends it in `<link rel="canonical">`. */
  canonicalPath?: string | null;
  /** false: search engines are asked not to list the page. */
  indexable?: boolean;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string | null): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

function setCanonical(url: string | null): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (url === null) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = url;
}

function applyHead(title: string, description: string, { image = null, type = 'website', canonicalPath = null, indexable = false }: MetaOptions): void {
  const canonical = canonicalPath === null ? null : new URL(canonicalPath, window.location.origin).toString();
  document.title = title;
  setMeta('name', 'description', description);
  setMeta('name', 'robots', indexable ? 'index, follow' : 'noindex');
  setMeta('property', 'og:type', type);
  setMeta('property', 'og:title', title);
  setMeta('property', 'og:description', description);
  setMeta('property', 'og:image', image ? new URL(image, window.location.origin).toString() : null);
  setMeta('property', 'og:url', canonical);
  setCanonical(canonical);
}

/**
 * Sets the tab title, description, robots rule, canonical link and Open Graph tags while a screen
 * is shown, as the server sent them for its address (backend/src/site-pages), and puts the site's
 * defaults back when it goes away, so the next screen (or a spinner before it) never keeps the
 * previous one's title or photo. An empty title is the site's name alone (home page).
 */
export function useDocumentMeta(title: string, description: string, options: MetaOptions = {}): void {
  const { image = null, type = 'website', canonicalPath = null, indexable = false } = options;
  useEffect(() => {
    applyHead(title ? `${title} | ${SITE_NAME}` : SITE_NAME, description, { image, type, canonicalPath, indexable });
    return () => applyHead(SITE_NAME, SITE_DESCRIPTION, {});
  }, [title, description, image, type, canonicalPath, indexable]);
}

/** The head of one of the site's fixed pages (contract's sitePages), the same texts the server sends. */
export function useSitePageMeta(name: SitePageName): void {
  const page = sitePages(SITE_NAME)[name];
  useDocumentMeta(page.title, page.description, { canonicalPath: page.path, indexable: page.indexable });
}
