import { useEffect } from 'react';
import { SITE_NAME } from '../config/env';

/** The head of frontend/index.html, which every screen returns to when it goes away. */
const SITE_DESCRIPTION = "New Zealand's adults-only (18+) directory of independent and agency companions.";

type OpenGraphType = 'website' | 'profile';

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

function applyHead(title: string, description: string, type: OpenGraphType, image: string | null): void {
  document.title = title;
  setMeta('name', 'description', description);
  setMeta('property', 'og:type', type);
  setMeta('property', 'og:title', title);
  setMeta('property', 'og:description', description);
  setMeta('property', 'og:image', image ? new URL(image, window.location.origin).toString() : null);
}

/**
 * Sets the tab title, description and Open Graph tags while a screen is shown, and puts the
 * site's defaults back when it goes away, so the next screen (or a spinner before it) never
 * keeps the previous one's title or photo. An empty title is the site's name alone (home page).
 */
export function useDocumentMeta(title: string, description: string, { image = null, type = 'website' }: { image?: string | null; type?: OpenGraphType } = {}): void {
  useEffect(() => {
    applyHead(title ? `${title} | ${SITE_NAME}` : SITE_NAME, description, type, image);
    return () => applyHead(SITE_NAME, SITE_DESCRIPTION, 'website', null);
  }, [title, description, image, type]);
}
